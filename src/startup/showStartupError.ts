/** Plain DOM on purpose: when sign-in fails, React and the design system have not been loaded. */
export function showStartupError(root: HTMLElement, text: string): void {
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = text;
  root.replaceChildren(message);
}
