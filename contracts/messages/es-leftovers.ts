import type { LeftoversId } from './en-leftovers.ts';

/** The last words a page showed in English, in Spanish (US Spanish, "tú"): exactly the ids of en-leftovers.ts. */
export const leftoversEs: Record<LeftoversId, string> = {
  'opsState.product.clinic': 'Clínica',
  'opsState.product.house_visit': 'Visita a domicilio',
  'opsState.product.video': 'Video',
  'opsState.product.telephonic': 'Telefónica',
  'opsState.product.chat': 'Consulta por chat',
  'opsState.product.second_opinion': 'Segunda opinión',
  'opsState.product.e_consultation': 'e-Consulta',
  'opsState.product.peer_to_peer_consult': 'Consulta entre colegas',
  'opsState.payer.deleted': 'Dueño eliminado',
  'opsState.offer.percent': '{n} % de descuento',
  'opsState.offer.amount': '{n} US$ de descuento',
  'uploads.notAttached': 'No se adjuntó: {files}',
  'uploads.failed': 'Lo sentimos, algo salió mal',
  'settings.team.text.firstNameTooLong': 'El nombre puede tener como máximo {max} caracteres (tiene {length}).',
  'settings.team.text.lastNameTooLong': 'El apellido puede tener como máximo {max} caracteres (tiene {length}).',
  'settings.team.text.tooLong': 'Usa como máximo {max} caracteres (tiene {length}).',
  'settings.team.text.required': 'Este campo es obligatorio.',
  'settings.team.text.notText': 'Escribe un texto.',
  'settings.team.text.notValid': 'Este valor no es válido.',
};
