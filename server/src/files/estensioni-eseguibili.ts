import { FileTypeRefusedError } from './errors';

/**
 * Extensions of programs, scripts and installers that a system opens by running them. A file of the portal is
 * downloaded and opened by the people of the review, so such a name is refused whatever the content.
 */
const ESEGUIBILI = new Set(
  [
    'exe com bat cmd scr pif cpl msi msp msc dll sys drv ocx js jse mjs vbs vbe vb wsf wsh ws wsc hta ps1',
    'psm1 psd1 ps1xml reg lnk url scf inf gadget application appref-ms jar jnlp class sh bash zsh csh ksh',
    'command run bin elf so dylib app dmg pkg deb rpm apk appx msix iso img vhd vhdx py pyw pl rb php cgi asp',
    'aspx jsp svg html htm xhtml shtml mht mhtml chm docm xlsm pptm',
  ]
    .join(' ')
    .split(' '),
);

/**
 * True when any extension of the name is one of those, the last or an earlier one: `report.pdf.exe` runs as a
 * program, `fattura.exe.pdf` is a file meant to be renamed into one. The name must be sanitised first (no invisible
 * characters, no trailing dots or spaces), as `sanitizeFileName` does.
 */
export function haEstensioneEseguibile(nome: string): boolean {
  return nome
    .toLowerCase()
    .split('.')
    .slice(1)
    .some((estensione) => ESEGUIBILI.has(estensione.trim()));
}

/** 415 with the message of a refused type, before any byte is stored. */
export function rifiutaNomeEseguibile(nome: string): void {
  if (haEstensioneEseguibile(nome)) throw new FileTypeRefusedError();
}
