// Shows and hides the password. The button stays hidden without script, where it could do nothing.
const button = document.getElementById('mostra-password');
const password = document.getElementById('password');

if (button && password) {
  button.hidden = false;
  button.addEventListener('click', () => {
    const show = password.type === 'password';
    password.type = show ? 'text' : 'password';
    button.setAttribute('aria-pressed', String(show));
    button.textContent = show ? 'Nascondi password' : 'Mostra password';
  });
}
