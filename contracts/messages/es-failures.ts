import type { FailuresId } from './en-failures.ts';

/** What the browser says when a call fails, and the Domains tab's checks, in Spanish: exactly the ids of en-failures.ts. */
export const failuresEs: Record<FailuresId, string> = {
  'failures.logInAgain': 'Vuelve a iniciar sesión',
  'failures.badResponse': 'No pudimos leer la respuesta de nuestro servidor. Inténtalo de nuevo.',
  'settings.domains.text.updated': '¡Se actualizó correctamente!',
  'settings.domains.text.domainTaken': '¡Ese dominio ya está en uso!',
  'settings.domains.text.subDomainRequired': 'El subdominio propio es obligatorio',
  'settings.domains.text.subDomainTooShort': 'El subdominio propio debe tener al menos 4 caracteres',
  'settings.domains.text.subDomainTooLong': 'El subdominio propio puede tener como máximo 63 caracteres',
  'settings.domains.text.subDomainCharacters': 'Usa letras minúsculas, dígitos y guiones, sin guion al principio ni al final',
  'settings.domains.text.subDomainReserved': 'Este nombre está reservado; elige otro',
  'settings.domains.text.customDomainInvalid': 'Escribe un dominio como tuclinica.com',
  'settings.domains.text.customDomainOurs': 'Para una dirección bajo nuestro dominio, usa el subdominio propio',
  'settings.domains.text.noCustomDomain': 'Primero agrega un dominio.',
  'settings.domains.text.notVerifiedYet': 'Todavía no encontramos el registro TXT. Los cambios de DNS pueden tardar hasta una hora en verse; vuelve a intentarlo más tarde.',
  'settings.domains.text.verified': 'Tu dominio está verificado y ya muestra tu sitio.',
};
