import type { Section } from "@staffing/shared";
import { SectionPlaceProvider } from "./environment";
import "./flow.module.css";
import { SECTION_COMPONENTS, type SectionComponent } from "./registry";

/** A list of sections, each by its type's component (registry.ts), in order. */
export function Sections({ sections, inTab = false }: { sections: readonly Section[]; inTab?: boolean }) {
  return sections.map((section, index) => {
    // (TypeScript cannot follow `type` from the registry's key to the section: the registry's type does.)
    const Component = SECTION_COMPONENTS[section.type] as SectionComponent<Section["type"]>;
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id; their order is what they are.
      <SectionPlaceProvider key={index} value={{ inTab, first: index === 0 }}>
        <Component section={section} />
      </SectionPlaceProvider>
    );
  });
}
