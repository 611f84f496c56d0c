import { describe, expect, it } from "vitest";
import { responsiveSource } from "~/components/project-image";

describe("responsive sources of stored pictures", () => {
  it("shipped demo pictures list their three widths", () => {
    expect(responsiveSource("/demo/projects/garden-day-10-1600.webp", 960)).toEqual({
      src: "/demo/projects/garden-day-10-960.webp",
      srcSet: "/demo/projects/garden-day-10-480.webp 480w, /demo/projects/garden-day-10-960.webp 960w, /demo/projects/garden-day-10-1600.webp 1600w",
    });
  });

  it("an uploaded project picture lists only the copies storage made: its widths below the picture's own, and its own", () => {
    const base = "/uploads/projects/3f0c8a52-7d1e-4b8a-9c1d-2a6f5e4b3c21/mwtumui8-c0396995dc0a1b2c";
    expect(responsiveSource(`${base}-1600.webp`, 960)).toEqual({
      src: `${base}-1280.webp`,
      srcSet: `${base}-320.webp 320w, ${base}-640.webp 640w, ${base}-1280.webp 1280w, ${base}-1600.webp 1600w`,
    });
    expect(responsiveSource(`${base}-1000.webp`, 1600)).toEqual({
      src: `${base}-1000.webp`,
      srcSet: `${base}-320.webp 320w, ${base}-640.webp 640w, ${base}-1000.webp 1000w`,
    });
  });

  it("any other address is used as it is", () => {
    expect(responsiveSource("https://cdn.example.sg/tower.jpg")).toEqual({ src: "https://cdn.example.sg/tower.jpg" });
  });
});
