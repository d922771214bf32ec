import type { SupplyLevelId, SupplyLine } from './supplies-base.ts';

// The 2025 list that /listado-utiles showed from the source code (FACTS.md), imported into the
// database as the year 2025 at the server's first start, so nothing is lost when the list
// becomes data. Never edited again: staff change the database, not this file.

export const SUPPLY_SEED_YEAR = 2025;

const group = (texto: string): SupplyLine => ({ tipo: 'grupo', texto });
const item = (texto: string, detalle?: string): SupplyLine =>
  detalle === undefined ? { tipo: 'util', texto } : { tipo: 'util', texto, detalle };

const parvularia: SupplyLine[] = [
  group('Material didáctico y de escritorio'),
  item('Cuadernos universitarios de cuadro grande, 100 hojas', 'forros azul y rojo'),
  item('Cuaderno chico de comunicaciones', 'forro rojo'),
  item('Estuche grande', 'marcado con el nombre'),
  item('Plumones de pizarra, permanentes y de colores'),
  item('Lápices grafito', '4'),
  item('Lápices de colores', '2 cajas'),
  item('Lápices de cera', '2 cajas'),
  item('Goma de borrar y sacapuntas'),
  item('Tijera'),
  item('Block de dibujo Nº 99'),
  item('Pincel grueso Nº 12'),
  item('Plastilina', '1 caja de 12 colores'),
  item('Témperas', '2 frascos grandes'),
  item('Carpetas de cartulina española, de color y metálica'),
  item('Carpeta de goma eva, tradicional y escarchada'),
  item('Papel lustre', '4 paquetes'),
  group('Higiene'),
  item('Toalla con elástico'),
  item('Vaso y cepillo dental unidos'),
  group('Textos'),
  item('Caligrafix «Trazos y letras»', 'nivel 1 o 2, según el curso'),
  item('Caligrafix «Lógica y números»', 'nivel 1 o 2, según el curso'),
];

const firstCycle: SupplyLine[] = [
  group('Cuadernos por asignatura (color del forro)'),
  item('Lenguaje', 'rojo'),
  item('Matemáticas', 'azul'),
  item('Ciencias Naturales', 'verde'),
  item('Ciencias Sociales', 'café'),
  item('Inglés', 'amarillo'),
  item('Religión', 'celeste'),
  item('Orientación', 'blanco'),
  group('Materiales artísticos y tecnológicos'),
  item('Cuaderno de croquis'),
  item('Block Nº 99 y block chico'),
  item('Lápices de colores y de cera'),
  item('Témperas y pinceles'),
  item('Plasticina'),
  item('Carpetas de cartulina, goma eva y papel lustre'),
];

const secondCycle: SupplyLine[] = [
  group('Cuadernos por asignatura'),
  item(
    'Lenguaje, Matemáticas, Inglés, Ciencias Naturales y Ciencias Sociales',
    'cuaderno universitario de 100 hojas',
  ),
  item('Religión y Tecnología', 'cuaderno chico de 40 hojas'),
  item('Música', 'cuaderno de media pauta'),
  item('Educación Artística', 'cuaderno de croquis'),
  group('Material matemático'),
  item('Regla de 30 cm'),
  item('Compás'),
  item('Escuadra'),
  item('Transportador'),
  item('Calculadora simple'),
];

/** Every level's 2025 lines: the printed list was one per cycle, so each level gets its cycle's. */
export const SUPPLY_SEED_2025: Readonly<Record<SupplyLevelId, readonly SupplyLine[]>> = {
  'pre-kinder': parvularia,
  kinder: parvularia,
  '1-basico': firstCycle,
  '2-basico': firstCycle,
  '3-basico': firstCycle,
  '4-basico': firstCycle,
  '5-basico': secondCycle,
  '6-basico': secondCycle,
  '7-basico': secondCycle,
  '8-basico': secondCycle,
};
