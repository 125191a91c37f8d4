// Presses the page's button for the person, who has nothing left to decide. Without script they press it themselves.
document.querySelector('button[data-invio-automatico]')?.click();
