import Link from 'next/link';
import type { AboutUsView } from '@/lib/contracts/about-us';
import type { ProviderView } from '@/lib/contracts/menu/customer';
import { PRODUCT_NAME } from '@/lib/client/site';
import PageMeta from '@/components/ui/PageMeta';
import NoResult from '@/components/ui/NoResult';
import AboutNav from './AboutNav';
import { PersonPhoto } from './Person';
import styles from './About.module.css';

type Colleague = AboutUsView['colleagues'][number];

/** Colleagues grouped by team, teams in the order their first member was added. */
export function byTeam(colleagues: Colleague[]): { team: string; members: Colleague[] }[] {
  const teams: { team: string; members: Colleague[] }[] = [];
  for (const c of colleagues) {
    const name = c.team || 'همکاران';
    const t = teams.find((x) => x.team === name);
    if (t) t.members.push(c);
    else teams.push({ team: name, members: [c] });
  }
  return teams;
}

/** /team: the people of the chain, with photo, role and a link to their profile. */
export function TeamPage({ origin, colleagues }: { origin: string; colleagues: Colleague[] }) {
  return (
    <div className={`container ${styles.page}`}>
      <PageMeta
        title="تیم ما"
        description={`آدم‌های ${PRODUCT_NAME}: باریستاها، مدیران شعبه‌ها و تیم محتوا.`}
        origin={origin}
        path="/team"
      />
      <AboutNav />
      <header>
        <h1 className={styles.title}>تیم ما</h1>
        <p className={styles.lead}>آدم‌هایی که هر روز قهوه شما را دم می‌کنند و فضای کارتان را آماده نگه می‌دارند.</p>
      </header>
      {colleagues.length === 0 ? (
        <div className="card">
          <NoResult />
        </div>
      ) : (
        byTeam(colleagues).map((t) => (
          <section key={t.team} className={styles.section} aria-label={t.team}>
            <h2 className={styles.sectionTitle}>{t.team}</h2>
            <ul className={styles.people}>
              {t.members.map((c) =>
                c.user ? (
                  <li key={c._id} data-testid="colleague">
                    <Link href={`/profile/${c.user._id}`} className={`card ${styles.person}`}>
                      <PersonPhoto user={c.user} className={styles.photo} />
                      <strong>{c.user.name}</strong>
                      <span>{c.title}</span>
                    </Link>
                  </li>
                ) : null,
              )}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}

/** /chart: the organisation as a tree: the chain, its teams, their people. */
export function ChartPage({ origin, colleagues }: { origin: string; colleagues: Colleague[] }) {
  const teams = byTeam(colleagues);
  return (
    <div className={`container ${styles.page}`}>
      <PageMeta
        title="چارت سازمانی"
        description={`ساختار تیم‌های ${PRODUCT_NAME} و اعضای هر تیم.`}
        origin={origin}
        path="/chart"
      />
      <AboutNav />
      <header>
        <h1 className={styles.title}>چارت سازمانی</h1>
      </header>
      {teams.length === 0 ? (
        <div className="card">
          <NoResult />
        </div>
      ) : (
        <div className={styles.chart}>
          <div className={styles.root}>{PRODUCT_NAME}</div>
          <ul className={styles.branches} aria-label="تیم‌ها">
            {teams.map((t) => (
              <li key={t.team} className={`card ${styles.team}`}>
                <h2>{t.team}</h2>
                <ul className={styles.members}>
                  {t.members.map((c) =>
                    c.user ? (
                      <li key={c._id}>
                        <Link href={`/profile/${c.user._id}`} className={styles.member}>
                          <PersonPhoto user={c.user} className={styles.photo} size={40} />
                          <div>
                            <strong>{c.user.name}</strong>
                            <small>{c.title}</small>
                          </div>
                        </Link>
                      </li>
                    ) : null,
                  )}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** /terms: the house rules (laws) and each branch's own rules. */
export function TermsPage({
  origin,
  laws,
  providers,
}: {
  origin: string;
  laws: AboutUsView['laws'];
  providers: ProviderView[];
}) {
  const withRules = providers.filter((p) => p.hasRules && p.rules);
  return (
    <div className={`container ${styles.page}`} style={{ maxWidth: 820 }}>
      <PageMeta
        title="قوانین و مقررات"
        description={`قوانین استفاده از خدمات ${PRODUCT_NAME}: سفارش، کیف پول، فضای کار، حریم خصوصی و محتوای کاربران.`}
        origin={origin}
        path="/terms"
      />
      <AboutNav />
      <header>
        <h1 className={styles.title}>قوانین و مقررات</h1>
        <p className={styles.lead}>{`با استفاده از خدمات ${PRODUCT_NAME} این قوانین را می‌پذیرید.`}</p>
      </header>
      {laws.length === 0 ? (
        <div className="card">
          <NoResult />
        </div>
      ) : (
        <ol className={styles.laws}>
          {laws.map((l) => (
            <li key={l._id} className="card">
              <h2>{l.title}</h2>
              {l.description.split(/\n+/).map((line, i) => (
                <p key={i}>{line}</p>
              ))}
            </li>
          ))}
        </ol>
      )}
      {withRules.length > 0 && (
        <section className={styles.section} aria-labelledby="terms-branches">
          <h2 id="terms-branches" className={styles.sectionTitle}>
            قوانین شعبه‌ها
          </h2>
          {withRules.map((p) => (
            <article key={p._id} className={`card ${styles.tile}`}>
              <h3>{p.name}</h3>
              <p>{p.rules}</p>
            </article>
          ))}
        </section>
      )}
    </div>
  );
}
