import { useState } from 'react';
import placeholder from '@/assets/exam-placeholder.svg';
import './exam-image.css';

interface ExamImageProps {
  src: string | null;
  className?: string;
  /** The first cards of a page load eagerly; the rest when scrolled near. */
  eager?: boolean;
}

/** An exam's picture (16:9), or the shipped placeholder when it has none or it fails to load. */
export function ExamImage({ src, className = '', eager = false }: ExamImageProps) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={src && !failed ? src : placeholder}
      alt=""
      width={320}
      height={180}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      className={`exam-image ${className}`}
    />
  );
}
