/**
 * The closed icon set: its names, the stable, content-facing keys (case-study JSON uses them).
 * The drawings live in a build-time sprite (./icon-set.tsx → /assets/icons-<hash>.svg); the
 * browser ships only these names.
 */
export const iconNames = [
  // Case-study icons
  'TrendingUp',
  'Globe',
  'Package',
  'Zap',
  'CheckCircle',
  'Database',
  'BarChart3',
  'Cog',
  'Smartphone',
  'Truck',
  'Shield',
  'Users',
  'AlertTriangle',
  'Clock',
  'Target',
  // UI and marketing icons
  'ArrowRight',
  'ArrowLeft',
  'ChevronDown',
  'ChevronRight',
  'Menu',
  'X',
  'Mail',
  'Phone',
  'MapPin',
  'Calculator',
  'FileText',
  'Download',
  'Ship',
  'Plane',
  'Warehouse',
  'Building2',
  'Store',
  'Handshake',
  'LineChart',
  'PieChart',
  'DollarSign',
  'Percent',
  'Search',
  'Sparkles',
  'Layers',
  'Route',
  'Boxes',
  'Headphones',
  'Lock',
  'Award',
  'Star',
  'Quote',
  'Play',
  'Linkedin',
  'Twitter',
  'ExternalLink',
  'Calendar',
  'BookOpen',
  'Share2',
  'Check',
  'Info',
  'Timer',
  'Rocket',
  'ClipboardCheck',
  'ShieldCheck',
  'Network',
  'Gauge',
  'Maximize2',
  'Pause',
] as const;

export type IconName = (typeof iconNames)[number];

const known: ReadonlySet<string> = new Set(iconNames);

export const isIconName = (name: string): name is IconName => known.has(name);

/** Maps free-form content (e.g. a case study's `icon` field) onto the closed set. */
export const resolveIconName = (name: string): IconName => (isIconName(name) ? name : 'TrendingUp');
