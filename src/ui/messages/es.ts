import type { Messages } from './Messages';

const es: Messages = {
  home: 'Inicio de Tabiji',
  menu: 'Menú',
  mainMenu: 'Menú principal',
  categories: 'Categorías',
  signIn: 'Iniciar sesión',
  accountMenu: 'Menú de la cuenta de {name}',
  logOut: 'Cerrar sesión',
  checkingSignIn: 'Comprobando la sesión…',
  cookieNotice: 'Aviso de cookies',
  cookieText: 'Usamos cookies para contar las visitas y mostrar anuncios. Acéptalas o cierra este aviso para usar solo las cookies necesarias para el sitio.',
  accept: 'Aceptar',
  close: 'Cerrar',
  pandemicNotice: 'Aviso de salud para viajeros',
  pandemicText: 'Antes de viajar, consulta los requisitos de entrada y de salud más recientes de Japón.',
  closePandemicNotice: 'Cerrar aviso de salud para viajeros',
  language: 'Idioma: {language}',
  footerNavigation: 'Enlaces del sitio',
  copyright: '© Tabiji — guía de viaje de Japón',
  externalTransmission: 'Transmisión externa de datos',
  notificationsOptIn: 'Recibir novedades de viaje',
  notificationsOn: 'Las novedades de viaje están activadas',
  notificationsBlocked: 'Las notificaciones están bloqueadas en la configuración del navegador',
  notificationsUnsupported: 'Este navegador no puede mostrar notificaciones',
  notificationsFailed: 'No se pudieron activar las novedades de viaje. Inténtalo de nuevo más tarde.',
  sponsored: 'Enlace patrocinado',
  opensInNewTab: 'se abre en una pestaña nueva',
};

export default es;
