import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Avatar, initialsOf } from "./avatar";

describe("initialsOf", () => {
  it("takes the first letters of the first and last name, upper-cased", () => {
    expect(initialsOf("Ada", "Lovelace")).toBe("AL");
    expect(initialsOf(" grace ", "hopper")).toBe("GH");
    expect(initialsOf("Cher", null)).toBe("C");
    expect(initialsOf(undefined, undefined)).toBe("");
    expect(initialsOf("Émile", "Zola")).toBe("ÉZ");
  });
});

describe("Avatar", () => {
  it("shows initials at 24px by default when there is no picture", () => {
    render(<Avatar firstName="Ada" lastName="Lovelace" />);
    const avatar = screen.getByTestId("avatar");
    expect(avatar.textContent).toBe("AL");
    expect(avatar.style.getPropertyValue("--avatar-size")).toBe("24px");
  });

  it("shows the picture, and falls back to initials when it fails to load", () => {
    render(<Avatar src="/ada.png" firstName="Ada" lastName="Lovelace" size={48} />);
    const image = screen.getByRole("img", { name: "Photo of Ada Lovelace" });
    expect(image.getAttribute("width")).toBe("48");
    fireEvent.error(image);
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByTestId("avatar").textContent).toBe("AL");
  });

  it("draws its initials with the style sheet when decorative, leaving no text in its control", () => {
    render(
      <button type="button" aria-label="Account menu">
        <Avatar firstName="Ada" lastName="Lovelace" decorative />
      </button>,
    );
    const button = screen.getByRole("button", { name: "Account menu" });
    expect(button.textContent).toBe("");
    const initials = screen.getByTestId("avatar").firstElementChild;
    expect(initials?.getAttribute("data-initials")).toBe("AL");
    expect(initials?.getAttribute("aria-hidden")).toBe("true");
  });

  it("is a labelled button with a camera overlay when clickable", () => {
    const onClick = vi.fn();
    render(<Avatar firstName="Ada" lastName="Lovelace" onClick={onClick} />);
    const button = screen.getByRole("button", { name: "Change profile photo" });
    expect(button.querySelector("svg")).not.toBeNull();
    // Its initials are drawn, not written: the button's visible text is all in its name.
    expect(button.textContent).toBe("");
    expect(button.querySelector("[data-initials]")?.getAttribute("data-initials")).toBe("AL");
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
