import { useEffect, useRef, type ReactNode } from "react";

/**
 * Shows `content` on hover or keyboard focus after 300 ms and hides it 300 ms after leaving (CSS
 * transition delays, so it also works without JavaScript). With JavaScript, Escape, a click or a scroll
 * close it until the pointer or focus leaves. It repeats the control's accessible name for sighted
 * pointer users, so it is hidden from assistive technology (no double announcement).
 */
export function Tooltip({ content, children }: { content: string; children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const wrapper = ref.current;
    if (!wrapper) return;
    const dismiss = () => wrapper.setAttribute("data-dismissed", "");
    const restore = () => wrapper.removeAttribute("data-dismissed");
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") dismiss();
    };
    wrapper.addEventListener("click", dismiss);
    wrapper.addEventListener("pointerleave", restore);
    wrapper.addEventListener("focusout", restore);
    document.addEventListener("keydown", onKeyDown);
    window.addEventListener("scroll", dismiss, { passive: true });
    return () => {
      wrapper.removeEventListener("click", dismiss);
      wrapper.removeEventListener("pointerleave", restore);
      wrapper.removeEventListener("focusout", restore);
      document.removeEventListener("keydown", onKeyDown);
      window.removeEventListener("scroll", dismiss);
    };
  }, []);

  return (
    <span ref={ref} className="tooltip-anchor relative inline-flex">
      {children}
      <span aria-hidden="true" className="tooltip">
        {content}
      </span>
    </span>
  );
}
