/** Plain DOM on purpose: when sign-in fails, React and the design system have not been loaded. */
export function showStartupError(root: HTMLElement): void {
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = 'Non è stato possibile verificare la tua identità. Ricarica la pagina o riprova più tardi.';
  root.replaceChildren(message);
}
