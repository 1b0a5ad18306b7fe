import { AdGrid } from './ad-card';
import styles from './ad-card.module.css';

/** Placeholder cards with the card's anatomy while a list loads (UI.md: never a lone spinner). */
export function AdGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <AdGrid>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} aria-hidden>
          <AdCardSkeleton />
        </li>
      ))}
    </AdGrid>
  );
}

// Price, the title's two lines, place and age, the seller's label.
const LINE_WIDTHS = ['40%', '100%', '70%', '55%', '25%'];

export function AdCardSkeleton() {
  return (
    <div className={styles.skeleton}>
      <span className={`${styles.bone} ${styles.bonePhoto}`} />
      <div className={styles.skeletonBody}>
        {LINE_WIDTHS.map((width) => (
          <span key={width} className={styles.bone} style={{ width }} />
        ))}
      </div>
    </div>
  );
}
