/** The 2025 school supplies list of /listado-utiles, by level. */
export interface SupplyItem {
  label: string;
  /** Quantity, size or cover colour. */
  detail?: string;
  /** Cover colour shown as a small swatch (CSS colour). */
  swatch?: string;
}

export interface SupplyGroup {
  title: string;
  items: readonly (SupplyItem | string)[];
}

export interface SupplyLevel {
  id: string;
  title: string;
  groups: readonly SupplyGroup[];
}

const COVER = {
  rojo: '#b71c1c',
  azul: '#1f3a6b',
  verde: '#2e7d32',
  cafe: '#795548',
  amarillo: '#f2c14e',
  celeste: '#8cc4ea',
  blanco: '#ffffff',
} as const;

export const suppliesCopy = {
  /** The small line above the page title. */
  eyebrow: 'Año escolar 2025',
  title: 'Listado de útiles escolares 2025',
  lead: 'Aquí está todo lo que tu hija o hijo necesitará este año, ordenado por nivel. Puedes imprimir esta página y marcar cada útil a medida que lo tengas.',
  print: 'Imprimir el listado',
  notesTitle: 'Notas generales',
  notes: [
    'Marca cada útil y cada prenda con el nombre del estudiante.',
    'Durante el año podremos pedir otros materiales; te avisaremos con tiempo.',
    'Cada estudiante trae sus útiles de higiene personal diaria y los materiales específicos de las asignaturas prácticas.',
  ],
  questions: '¿Tienes dudas sobre el listado? Escríbenos o llámanos; con gusto te ayudamos.',
} as const;

export const supplyLevels: readonly SupplyLevel[] = [
  {
    id: 'pre-kinder-kinder',
    title: 'Pre-Kínder y Kínder',
    groups: [
      {
        title: 'Material didáctico y de escritorio',
        items: [
          {
            label: 'Cuadernos universitarios de cuadro grande, 100 hojas',
            detail: 'forros azul y rojo',
          },
          { label: 'Cuaderno chico de comunicaciones', detail: 'forro rojo' },
          { label: 'Estuche grande', detail: 'marcado con el nombre' },
          'Plumones de pizarra, permanentes y de colores',
          { label: 'Lápices grafito', detail: '4' },
          { label: 'Lápices de colores', detail: '2 cajas' },
          { label: 'Lápices de cera', detail: '2 cajas' },
          'Goma de borrar y sacapuntas',
          'Tijera',
          'Block de dibujo Nº 99',
          'Pincel grueso Nº 12',
          { label: 'Plastilina', detail: '1 caja de 12 colores' },
          { label: 'Témperas', detail: '2 frascos grandes' },
          'Carpetas de cartulina española, de color y metálica',
          'Carpeta de goma eva, tradicional y escarchada',
          { label: 'Papel lustre', detail: '4 paquetes' },
        ],
      },
      {
        title: 'Higiene',
        items: ['Toalla con elástico', 'Vaso y cepillo dental unidos'],
      },
      {
        title: 'Textos',
        items: [
          { label: 'Caligrafix «Trazos y letras»', detail: 'nivel 1 o 2, según el curso' },
          { label: 'Caligrafix «Lógica y números»', detail: 'nivel 1 o 2, según el curso' },
        ],
      },
    ],
  },
  {
    id: 'primero-a-cuarto',
    title: '1º a 4º Básico',
    groups: [
      {
        title: 'Cuadernos por asignatura (color del forro)',
        items: [
          { label: 'Lenguaje', detail: 'rojo', swatch: COVER.rojo },
          { label: 'Matemáticas', detail: 'azul', swatch: COVER.azul },
          { label: 'Ciencias Naturales', detail: 'verde', swatch: COVER.verde },
          { label: 'Ciencias Sociales', detail: 'café', swatch: COVER.cafe },
          { label: 'Inglés', detail: 'amarillo', swatch: COVER.amarillo },
          { label: 'Religión', detail: 'celeste', swatch: COVER.celeste },
          { label: 'Orientación', detail: 'blanco', swatch: COVER.blanco },
        ],
      },
      {
        title: 'Materiales artísticos y tecnológicos',
        items: [
          'Cuaderno de croquis',
          'Block Nº 99 y block chico',
          'Lápices de colores y de cera',
          'Témperas y pinceles',
          'Plasticina',
          'Carpetas de cartulina, goma eva y papel lustre',
        ],
      },
    ],
  },
  {
    id: 'quinto-a-octavo',
    title: '5º a 8º Básico',
    groups: [
      {
        title: 'Cuadernos por asignatura',
        items: [
          {
            label: 'Lenguaje, Matemáticas, Inglés, Ciencias Naturales y Ciencias Sociales',
            detail: 'cuaderno universitario de 100 hojas',
          },
          { label: 'Religión y Tecnología', detail: 'cuaderno chico de 40 hojas' },
          { label: 'Música', detail: 'cuaderno de media pauta' },
          { label: 'Educación Artística', detail: 'cuaderno de croquis' },
        ],
      },
      {
        title: 'Material matemático',
        items: ['Regla de 30 cm', 'Compás', 'Escuadra', 'Transportador', 'Calculadora simple'],
      },
    ],
  },
];
