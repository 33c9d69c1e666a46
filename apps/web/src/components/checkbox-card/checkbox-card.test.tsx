import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { CheckboxCard } from "./checkbox-card";

function Controlled({ disabled = false }: { disabled?: boolean }) {
  const [checked, setChecked] = useState(false);
  return (
    <CheckboxCard
      checked={checked}
      onCheckedChange={setChecked}
      title="Behavioural questions"
      description="Ask about past situations"
      disabled={disabled}
    />
  );
}

describe("CheckboxCard", () => {
  it("is a named checkbox that toggles from anywhere on the card", () => {
    render(<Controlled />);
    const checkbox = screen.getByRole("checkbox", { name: "Behavioural questions" });
    expect((checkbox as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByText("Ask about past situations"));
    expect((checkbox as HTMLInputElement).checked).toBe(true);
    expect(checkbox.closest("label")?.getAttribute("data-state")).toBe("checked");
  });

  it("doesn't change when disabled", () => {
    const onChange = vi.fn();
    render(<CheckboxCard checked={false} onCheckedChange={onChange} title="Locked" disabled />);
    const checkbox = screen.getByRole("checkbox", { name: "Locked" }) as HTMLInputElement;
    expect(checkbox.disabled).toBe(true);
    fireEvent.click(checkbox);
    expect(onChange).not.toHaveBeenCalled();
  });
});
