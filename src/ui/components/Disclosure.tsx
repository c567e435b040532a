import { useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { useDisclosure } from './useDisclosure';

/** What the panel gets: nothing as native <details> content; id and hidden once enhanced. */
export interface PanelProps {
  readonly id?: string;
  readonly hidden?: boolean;
}

interface DisclosureProps {
  /** Class of the container: the <details> of the server HTML, the <div> once enhanced. */
  readonly className: string;
  /** Class of the toggle: the <summary> of the server HTML, the <button> once enhanced. */
  readonly buttonClassName: string;
  /** What the toggle shows. `isOpen` is always false in the server HTML; CSS reads `details[open]` there. */
  readonly label: (isOpen: boolean) => ReactNode;
  readonly panel: (panelProps: PanelProps) => ReactElement;
  /** Open in the server HTML, so without JavaScript too. */
  readonly isInitiallyOpen?: boolean;
  /**
   * Whether it stays open once enhanced, given how the visitor left it and the server's element (where it is on
   * screen); by default exactly as they left it.
   */
  readonly keepOpen?: (wasOpen: boolean, details: HTMLElement) => boolean;
  /** Puts the toggle inside a heading. */
  readonly heading?: { readonly level: 2 | 3; readonly className: string };
}

interface Enhancement {
  readonly isOpen: boolean;
  readonly hasFocus: boolean;
}

/**
 * A disclosure that works without JavaScript and becomes the WAI-ARIA pattern with it. The server HTML (and the
 * first client render, which must match it) is a native <details>/<summary>; right after mounting it turns into
 * a button with aria-expanded/aria-controls and a panel, keeping whether the visitor had opened it (and focus).
 */
export function Disclosure(props: DisclosureProps) {
  const { className, buttonClassName, label, panel, isInitiallyOpen = false, keepOpen, heading } = props;
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const [enhancement, setEnhancement] = useState<Enhancement | null>(null);

  useLayoutEffect(() => {
    const details = detailsRef.current;
    if (!details) return;
    const wasOpen = details.open;
    setEnhancement({ isOpen: keepOpen ? keepOpen(wasOpen, details) : wasOpen, hasFocus: details.contains(document.activeElement) });
    // Enhanced once, from the state the server HTML and the visitor left; later prop changes do not re-enhance.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (enhancement) return <EnhancedDisclosure {...props} initial={enhancement} />;
  const toggle = heading ? <Heading {...heading}>{label(false)}</Heading> : label(false);
  return (
    <details ref={detailsRef} className={className} open={isInitiallyOpen}>
      <summary className={buttonClassName}>{toggle}</summary>
      {panel({})}
    </details>
  );
}

function EnhancedDisclosure({ className, buttonClassName, label, panel, heading, initial }: DisclosureProps & { initial: Enhancement }) {
  const { isOpen, containerProps, buttonProps, panelProps } = useDisclosure(initial.isOpen, initial.hasFocus);

  const button = (
    <button {...buttonProps} className={buttonClassName}>
      {label(isOpen)}
    </button>
  );
  return (
    <div className={className} {...containerProps}>
      {heading ? <Heading {...heading}>{button}</Heading> : button}
      {panel(panelProps)}
    </div>
  );
}

function Heading({ level, className, children }: { level: 2 | 3; className: string; children: ReactNode }) {
  const Tag = `h${level}` as const;
  return <Tag className={className}>{children}</Tag>;
}
