import type { KeyboardEvent } from 'react';

/**
 * A dialog's keys end in the dialog. React lets a portal's events bubble to its ancestors in the tree: a dialog opened
 * from a row's menu would hand its arrow keys to that menu, which moves its own focus and leaves a select's options
 * unreachable from the keyboard. The dialog's own Escape still closes it (MUI calls this first, then handles it).
 */
export const keysStayInDialog = (event: KeyboardEvent): void => event.stopPropagation();
