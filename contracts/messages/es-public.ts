import type { PublicId } from './en-public.ts';

/** The other public pages' words in Spanish (en-public.ts). */
export const publicEs: Record<PublicId, string> = {
  'pub.title.notFound': 'Página no encontrada',
  'pub.title.error': 'Algo salió mal',
  'pub.notFound.heading': '¡Uy! No encontramos esta página',
  'pub.notFound.text': 'La página que buscas cambió de lugar o el enlace tenía un error. Todo lo demás sigue aquí.',
  'pub.notFound.faqs': 'Leer las preguntas frecuentes',
  'pub.error.code': 'Error {status}',
  'pub.error.heading.unauthenticated': 'Inicia sesión para continuar',
  'pub.error.heading.forbidden': 'No tienes acceso a esta página',
  'pub.error.heading.rateLimited': 'Demasiados intentos',
  'pub.error.heading.badRequest': 'No pudimos procesar esa solicitud',
  'pub.error.heading.server': 'Algo salió mal de nuestro lado',
  'pub.error.login': 'Iniciar sesión',
  'pub.error.home': 'Ir al inicio',
  'pub.error.contact': 'Contáctanos',
  'pub.error.help': '¿Aún necesitas ayuda? Llama al <call>{phone}</call> o escribe a <write>{email}</write>.',
  'pub.siteNotFound.heading': 'Sitio no encontrado',
  'pub.siteNotFound.text': 'No hay ningún sitio web de clínica en esta dirección; revisa el enlace o pide a la clínica su dirección web actual.',
  'pub.clinicClosed.owners': 'Enviamos un correo a los dueños de mascotas con citas aquí; sus expedientes siguen en sus propias cuentas.',
  'pub.text.serviceUnavailable': 'Servicio no disponible por el momento',
  'pub.text.tooLarge': 'La solicitud es demasiado grande.',
  'pub.text.notUnderstood': 'No pudimos entender la solicitud.',
  'pub.text.clinicClosed': 'Esta clínica cerró y ya no acepta citas.',
};
