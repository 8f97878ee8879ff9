import { Icon } from "../components/Icon";
import styles from "./CheckList.module.css";

/** Points with a check mark before each (a service's benefits, how we can help). */
export function CheckList({ points }: { points: string[] }) {
  if (points.length === 0) return null;
  return (
    <ul className={styles.list}>
      {points.map((point) => (
        <li key={point}>
          <Icon name="check" className={styles.check} />
          {point}
        </li>
      ))}
    </ul>
  );
}
