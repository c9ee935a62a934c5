-- Support tickets: the customers' portal and the agents' desk, their comments and attachments,
-- notes about users, and on-call support times per branch.

CREATE TABLE tickets (
  id text PRIMARY KEY,
  number serial NOT NULL UNIQUE,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  external boolean NOT NULL DEFAULT true,
  subject text NOT NULL,
  description text NOT NULL,
  type text NOT NULL DEFAULT 'request' CHECK (type IN ('question', 'request', 'complaint', 'suggestion')),
  support_type text NOT NULL DEFAULT 'other' CHECK (support_type IN ('order', 'payment', 'space', 'account', 'technical', 'other')),
  priority text NOT NULL DEFAULT 'normal' CHECK (priority IN ('low', 'normal', 'high', 'urgent')),
  state text NOT NULL DEFAULT 'initial' CHECK (state IN ('initial', 'reviewed', 'inProgress', 'answered', 'closed')),
  provider_id text REFERENCES providers(id) ON DELETE SET NULL,
  responder_id text REFERENCES users(id) ON DELETE SET NULL,
  answer text,
  answered_by text REFERENCES users(id) ON DELETE SET NULL,
  answered_at timestamptz,
  first_answered_at timestamptz,
  due_at timestamptz NOT NULL,
  closed_at timestamptz,
  rating integer CHECK (rating IS NULL OR rating BETWEEN 1 AND 5),
  rating_comment text,
  rated_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tickets_state_idx ON tickets(state, created_at DESC);
CREATE INDEX tickets_user_idx ON tickets(user_id, created_at DESC);
CREATE INDEX tickets_due_idx ON tickets(due_at) WHERE first_answered_at IS NULL;

CREATE TABLE ticket_comments (
  id text PRIMARY KEY,
  ticket_id text NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
  author_id text REFERENCES users(id) ON DELETE SET NULL,
  text text NOT NULL,
  external boolean NOT NULL DEFAULT false,
  internal boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ticket_comments_ticket_idx ON ticket_comments(ticket_id, created_at DESC);

CREATE TABLE ticket_events (
  id text PRIMARY KEY,
  ticket_id text NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
  actor_id text REFERENCES users(id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('created', 'state', 'answer', 'refer', 'rating')),
  from_state text,
  to_state text,
  responder_id text REFERENCES users(id) ON DELETE SET NULL,
  note text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ticket_events_ticket_idx ON ticket_events(ticket_id, created_at);

CREATE TABLE user_comments (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  author_id text REFERENCES users(id) ON DELETE SET NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_comments_user_idx ON user_comments(user_id, created_at DESC);

-- An uploaded file waits as 'pending' (owned by its uploader) until a ticket, answer or comment claims it.
CREATE TABLE ticket_attachments (
  file_name text PRIMARY KEY REFERENCES files(name) ON DELETE CASCADE,
  original_name text NOT NULL,
  uploader_id text REFERENCES users(id) ON DELETE CASCADE,
  role text NOT NULL DEFAULT 'pending' CHECK (role IN ('pending', 'ticket', 'answer', 'comment', 'userComment')),
  ticket_id text REFERENCES tickets(id) ON DELETE CASCADE,
  comment_id text REFERENCES ticket_comments(id) ON DELETE CASCADE,
  user_comment_id text REFERENCES user_comments(id) ON DELETE CASCADE,
  sort integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ticket_attachments_ticket_idx ON ticket_attachments(ticket_id);
CREATE INDEX ticket_attachments_comment_idx ON ticket_attachments(comment_id);
CREATE INDEX ticket_attachments_user_comment_idx ON ticket_attachments(user_comment_id);
CREATE INDEX ticket_attachments_pending_idx ON ticket_attachments(created_at) WHERE role = 'pending';

CREATE TABLE ticket_oncall (
  id text PRIMARY KEY,
  provider_id text NOT NULL REFERENCES providers(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  day smallint NOT NULL CHECK (day BETWEEN 0 AND 6),
  shift text NOT NULL CHECK (shift IN ('morning', 'evening', 'night')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider_id, day, shift, user_id)
);
