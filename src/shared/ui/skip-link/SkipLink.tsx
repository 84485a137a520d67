import classes from './SkipLink.module.css';

/** The first Tab stop of a layout: hidden until focused, it jumps past the header and menus to the page. */
export function SkipLink({ target = 'main-content' }: { target?: string }) {
  return (
    <a href={`#${target}`} className={classes.skipLink}>
      Skip to content
    </a>
  );
}
