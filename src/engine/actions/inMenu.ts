/** What an action shown as an item of a row's menu tells the menu. */
export interface InMenu {
  /** The item was chosen: the menu closes (and gives the focus back to its button). */
  readonly onChosen: () => void;
  /** The dialog the item opened has closed: the focus goes back to the menu's button. */
  readonly onDialogClosed: () => void;
}
