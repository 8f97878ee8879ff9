import type { SectionType } from "@staffing/shared";
import type { ReactNode } from "react";

// A small schematic drawing of each section type for the 'Add section' picker: grey bars for
// text, the accent (currentColor, the theme's primary) for what stands out. Drawn inline so the
// picker costs no request and follows the theme; each drawing is a handful of shapes.

const W = 120;
const H = 72;
const GREY = "#c9d1dc";
const PALE = "#e8edf3";

/** A line of text: a rounded bar. */
const Line = ({
  x,
  y,
  w,
  h = 4,
  fill = GREY,
}: {
  x: number;
  y: number;
  w: number;
  h?: number;
  fill?: string;
}) => <rect x={x} y={y} width={w} height={h} rx={h / 2} fill={fill} />;
/** A box: a card, a picture, a band. */
const Box = ({
  x,
  y,
  w,
  h,
  fill = PALE,
  stroke,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  fill?: string;
  stroke?: string;
}) => <rect x={x} y={y} width={w} height={h} rx={3} fill={fill} stroke={stroke} />;
const Dot = ({ x, y, r = 4, fill = "currentColor" }: { x: number; y: number; r?: number; fill?: string }) => (
  <circle cx={x} cy={y} r={r} fill={fill} />
);
/** A picture: a box with a hill and a sun. */
const Picture = ({ x, y, w, h }: { x: number; y: number; w: number; h: number }) => (
  <g>
    <Box x={x} y={y} w={w} h={h} fill={PALE} />
    <path
      d={`M${x + 4} ${y + h - 4} l${w * 0.3} ${-h * 0.4} l${w * 0.2} ${h * 0.2} l${w * 0.15} ${-h * 0.12} L${x + w - 4} ${y + h - 4}Z`}
      fill={GREY}
    />
    <Dot x={x + w - 10} y={y + 9} r={3} fill={GREY} />
  </g>
);

const DRAWINGS: Record<SectionType, () => ReactNode> = {
  hero: () => (
    <>
      <Box x={0} y={0} w={W} h={H} fill={PALE} />
      <Line x={10} y={16} w={52} h={7} fill="#8795a8" />
      <Line x={10} y={28} w={44} />
      <Line x={10} y={36} w={38} />
      <rect x={10} y={48} width={26} height={9} rx={3} fill="currentColor" />
      <Picture x={72} y={12} w={40} h={48} />
    </>
  ),
  richText: () => (
    <>
      <Line x={14} y={10} w={50} h={6} fill="#8795a8" />
      {[24, 32, 40].map((y) => (
        <Line key={y} x={14} y={y} w={y === 40 ? 70 : 92} />
      ))}
      <Dot x={17} y={54} r={2} fill={GREY} />
      <Line x={23} y={52} w={60} />
      <Dot x={17} y={63} r={2} fill={GREY} />
      <Line x={23} y={61} w={48} />
    </>
  ),
  cards: () => (
    <>
      {[6, 44, 82].map((x) => (
        <g key={x}>
          <Box x={x} y={10} w={32} h={52} fill="#fff" stroke={GREY} />
          <Dot x={x + 9} y={21} r={4} />
          <Line x={x + 5} y={31} w={22} h={4} fill="#8795a8" />
          <Line x={x + 5} y={40} w={22} h={3} />
          <Line x={x + 5} y={47} w={16} h={3} />
        </g>
      ))}
    </>
  ),
  stats: () => (
    <>
      {[8, 46, 84].map((x) => (
        <g key={x}>
          <Line x={x} y={22} w={26} h={12} fill="currentColor" />
          <Line x={x} y={42} w={28} h={3} />
          <Line x={x + 4} y={49} w={20} h={3} />
        </g>
      ))}
    </>
  ),
  testimonials: () => (
    <>
      <Box x={8} y={8} w={104} h={56} fill={PALE} />
      <text x={16} y={32} fontSize={24} fontFamily="Georgia, serif" fill="currentColor">
        “
      </text>
      <Line x={30} y={20} w={72} />
      <Line x={30} y={28} w={64} />
      <Line x={30} y={36} w={50} />
      <Dot x={36} y={51} r={6} fill={GREY} />
      <Line x={46} y={49} w={34} h={4} fill="#8795a8" />
    </>
  ),
  steps: () => (
    <>
      <line x1={20} y1={26} x2={100} y2={26} stroke={GREY} strokeWidth={2} />
      {[20, 60, 100].map((x, index) => (
        <g key={x}>
          <Dot x={x} y={26} r={9} />
          <text x={x} y={30} fontSize={11} textAnchor="middle" fill="#fff" fontFamily="sans-serif">
            {index + 1}
          </text>
          <Line x={x - 14} y={44} w={28} h={4} fill="#8795a8" />
          <Line x={x - 12} y={52} w={24} h={3} />
        </g>
      ))}
    </>
  ),
  timeline: () => (
    <>
      <line x1={30} y1={6} x2={30} y2={66} stroke={GREY} strokeWidth={2} />
      {[14, 36, 58].map((y) => (
        <g key={y}>
          <Line x={6} y={y - 3} w={16} h={6} fill="#8795a8" />
          <Dot x={30} y={y} r={4} />
          <Line x={40} y={y - 5} w={50} h={4} fill="#8795a8" />
          <Line x={40} y={y + 2} w={70} h={3} />
        </g>
      ))}
    </>
  ),
  values: () => (
    <>
      {[
        [8, 10],
        [62, 10],
        [8, 40],
        [62, 40],
      ].map(([x = 0, y = 0]) => (
        <g key={`${x}-${y}`}>
          <rect x={x} y={y} width={12} height={12} rx={3} fill="currentColor" />
          <Line x={x + 17} y={y + 1} w={28} h={4} fill="#8795a8" />
          <Line x={x + 17} y={y + 9} w={32} h={3} />
          <Line x={x + 17} y={y + 15} w={24} h={3} />
        </g>
      ))}
    </>
  ),
  faq: () => (
    <>
      {[8, 26, 44].map((y, index) => (
        <g key={y}>
          <Box x={8} y={y} w={104} h={index === 0 ? 16 : 14} fill="#fff" stroke={GREY} />
          <Line x={14} y={y + 5} w={index === 1 ? 56 : 68} h={4} fill="#8795a8" />
          <path
            d={`M${100} ${y + 5} l4 4 l4 -4`}
            fill="none"
            stroke="currentColor"
            strokeWidth={1.6}
            strokeLinecap="round"
          />
        </g>
      ))}
      <Line x={14} y={63} w={80} h={3} />
    </>
  ),
  offices: () => (
    <>
      {[8, 64].map((x) => (
        <g key={x}>
          <path
            d={`M${x + 8} ${34} c-6 -8 -8 -11 -8 -15 a8 8 0 0 1 16 0 c0 4 -2 7 -8 15z`}
            fill="currentColor"
          />
          <circle cx={x + 8} cy={19} r={2.6} fill="#fff" />
          <Line x={x} y={42} w={40} h={4} fill="#8795a8" />
          <Line x={x} y={50} w={44} h={3} />
          <Line x={x} y={56} w={32} h={3} />
        </g>
      ))}
    </>
  ),
  clientLogos: () => (
    <>
      <Line x={35} y={14} w={50} h={4} fill="#8795a8" />
      {[6, 29, 52, 75, 98].map((x, index) => (
        <rect key={x} x={x} y={30} width={17} height={14} rx={index % 2 ? 7 : 3} fill={GREY} />
      ))}
    </>
  ),
  latestPosts: () => (
    <>
      {[6, 44, 82].map((x) => (
        <g key={x}>
          <Picture x={x} y={8} w={32} h={24} />
          <Line x={x} y={37} w={30} h={4} fill="#8795a8" />
          <Line x={x} y={45} w={32} h={3} />
          <Line x={x} y={51} w={22} h={3} />
          <Line x={x} y={60} w={14} h={3} fill="currentColor" />
        </g>
      ))}
    </>
  ),
  callToAction: () => (
    <>
      <rect x={6} y={14} width={108} height={44} rx={4} fill="currentColor" />
      <Line x={16} y={25} w={52} h={6} fill="#fff" />
      <Line x={16} y={36} w={40} h={3} fill="#ffffffb3" />
      <rect x={80} y={29} width={26} height={12} rx={3} fill="#fff" />
    </>
  ),
  imageText: () => (
    <>
      <Picture x={6} y={10} w={50} h={52} />
      <Line x={64} y={16} w={40} h={6} fill="#8795a8" />
      <Line x={64} y={28} w={48} />
      <Line x={64} y={36} w={44} />
      <Line x={64} y={44} w={36} />
      <Line x={64} y={54} w={20} h={4} fill="currentColor" />
    </>
  ),
  team: () => (
    <>
      {[18, 46, 74, 102].map((x) => (
        <g key={x}>
          <circle cx={x} cy={26} r={10} fill={GREY} />
          <circle cx={x} cy={23} r={4} fill="#fff" />
          <path d={`M${x - 6} ${33} a6 5 0 0 1 12 0z`} fill="#fff" />
          <Line x={x - 11} y={43} w={22} h={4} fill="#8795a8" />
          <Line x={x - 8} y={51} w={16} h={3} fill="currentColor" />
        </g>
      ))}
    </>
  ),
  serviceTabs: () => (
    <>
      <rect x={6} y={8} width={34} height={12} rx={3} fill="currentColor" />
      <rect x={43} y={8} width={34} height={12} rx={3} fill={PALE} />
      <rect x={80} y={8} width={34} height={12} rx={3} fill={PALE} />
      <line x1={6} y1={22} x2={114} y2={22} stroke="currentColor" strokeWidth={1.5} />
      <Line x={8} y={30} w={50} h={5} fill="#8795a8" />
      <Line x={8} y={40} w={56} />
      <Line x={8} y={48} w={46} />
      <Picture x={72} y={30} w={40} h={34} />
    </>
  ),
};

/** Whether a type has a drawing of its own (every type the shared package defines should). */
export const hasPicture = (type: string) => Object.hasOwn(DRAWINGS, type);

/** The drawing of a section type (a generic page band for a type this panel does not know). */
export function SectionPicture({ type }: { type: string }) {
  const draw = (DRAWINGS as Record<string, (() => ReactNode) | undefined>)[type];
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      width="100%"
      aria-hidden="true"
      focusable="false"
      style={{ display: "block" }}
    >
      {draw ? (
        draw()
      ) : (
        <>
          <Line x={14} y={20} w={60} h={6} fill="#8795a8" />
          <Line x={14} y={34} w={92} />
          <Line x={14} y={42} w={80} />
        </>
      )}
    </svg>
  );
}
