import ui from "../styles/ui.module.css";
import styles from "./PageHero.module.css";

/** The top of an inner page: where you are, its title and what it is about, with its art. */
export function PageHero({
  eyebrow,
  title,
  intro,
  art,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  art?: string;
}) {
  return (
    <section className={styles.hero}>
      <div className={`${ui.container} ${styles.inner}`}>
        <div className={styles.text}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1>{title}</h1>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
        </div>
        {art ? <img className={styles.art} src={art} alt="" width={480} height={360} loading="lazy" /> : null}
      </div>
    </section>
  );
}
