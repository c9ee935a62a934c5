-- Content, community and profiles: blog, FAQ, about-us, tags, and the public side of users.

ALTER TABLE users ADD COLUMN social_media jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE users ADD COLUMN privacy jsonb NOT NULL DEFAULT '{}'::jsonb;

CREATE TABLE blog_categories (
  id text PRIMARY KEY,
  name text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX blog_categories_name_idx ON blog_categories(name);

CREATE TABLE blog_posts (
  id text PRIMARY KEY,
  category_id text NOT NULL REFERENCES blog_categories(id),
  author_id text REFERENCES users(id) ON DELETE SET NULL,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  cover text,
  body jsonb NOT NULL DEFAULT '[]'::jsonb,
  active boolean NOT NULL DEFAULT false,
  like_num integer NOT NULL DEFAULT 0 CHECK (like_num >= 0),
  published_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX blog_posts_list_idx ON blog_posts(active, category_id, created_at DESC);
CREATE INDEX blog_posts_author_idx ON blog_posts(author_id);

CREATE TABLE blog_likes (
  blog_id text NOT NULL REFERENCES blog_posts(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (blog_id, user_id)
);

CREATE TABLE blog_bookmarks (
  id text PRIMARY KEY,
  blog_id text NOT NULL REFERENCES blog_posts(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX blog_bookmarks_user_blog_idx ON blog_bookmarks(user_id, blog_id);

CREATE TABLE faq_categories (
  id text PRIMARY KEY,
  name text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX faq_categories_name_idx ON faq_categories(name);

CREATE TABLE faqs (
  id text PRIMARY KEY,
  category_id text REFERENCES faq_categories(id) ON DELETE SET NULL,
  question text NOT NULL,
  answer text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX faqs_category_idx ON faqs(category_id, sort);

-- One row per about-us entry; `section` names the list, `idx` is the entry's stable index within it
-- (the spec removes some sections' entries by index), `data` holds the section's fields.
CREATE TABLE about_us_items (
  id text PRIMARY KEY,
  section text NOT NULL,
  idx integer NOT NULL,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX about_us_items_section_idx ON about_us_items(section, idx);

CREATE TABLE tags (
  id text PRIMARY KEY,
  name text NOT NULL,
  top boolean NOT NULL DEFAULT false,
  top_sort integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX tags_name_idx ON tags(name);

CREATE TABLE user_tags (
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  tag_id text NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, tag_id)
);
CREATE INDEX user_tags_tag_idx ON user_tags(tag_id);
