import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fieldErrorResponse, stubApi } from "../../../test/api-stub";
import { makeSessionUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render";
import { PipelineStagesPanel } from "./pipeline-stages-panel";

const admin = makeSessionUser();

function stubStages() {
  let stages = [
    { key: "applied", name: "Applied", position: 0 },
    { key: "offer", name: "Offer", position: 1 },
    { key: "hired", name: "Hired", position: 2 },
  ];
  return stubApi({
    "GET /v1/pipeline_stages": () => Response.json({ data: stages }),
    "POST /v1/pipeline_stages": ({ body }) => {
      const stage = { key: "phone_screen", name: (body as { name: string }).name, position: 3 };
      stages = [...stages, stage];
      return Response.json({ data: stage }, { status: 201 });
    },
    "PUT /v1/pipeline_stages/offer": ({ body }) => {
      stages = stages.map((stage) =>
        stage.key === "offer" ? { ...stage, name: (body as { name: string }).name } : stage,
      );
      return Response.json({ data: stages[1] });
    },
    "PUT /v1/pipeline_stages": ({ body }) => {
      const { keys } = body as { keys: string[] };
      stages = keys.map((key, position) => ({
        ...(stages.find((stage) => stage.key === key) ?? { key, name: key }),
        position,
      }));
      return Response.json({ data: stages });
    },
    "DELETE /v1/pipeline_stages/hired": () => fieldErrorResponse({ key: ["in_use"] }),
  });
}

function stageNames() {
  const list = screen.getByRole("list", { name: "Pipeline stages, in order" });
  return within(list)
    .getAllByRole("listitem")
    .map((item) => item.textContent);
}

describe("the pipeline stages section", () => {
  it("renames a stage in place and adds one at the end", async () => {
    const api = stubStages();
    const user = userEvent.setup();
    renderWithProviders(<PipelineStagesPanel />, { user: admin });
    await user.click(await screen.findByRole("button", { name: "Rename Offer" }));
    const field = screen.getByRole("textbox", { name: "Name of Offer" });
    await user.clear(field);
    await user.type(field, "Contract{Enter}");
    await waitFor(() =>
      expect(api.calls("PUT /v1/pipeline_stages/offer")).toEqual([{ name: "Contract" }]),
    );
    expect(await screen.findByText("Contract")).toBeTruthy();

    await user.type(screen.getByRole("textbox", { name: "New stage" }), "Phone screen");
    await user.click(screen.getByRole("button", { name: "Add stage" }));
    await waitFor(() =>
      expect(api.calls("POST /v1/pipeline_stages")).toEqual([{ name: "Phone screen" }]),
    );
    expect(await screen.findByText("Phone screen")).toBeTruthy();
  });

  it("reorders with the move buttons, sending the whole order", async () => {
    const api = stubStages();
    const user = userEvent.setup();
    renderWithProviders(<PipelineStagesPanel />, { user: admin });
    await user.click(await screen.findByRole("button", { name: "Move down: Applied" }));
    await waitFor(() =>
      expect(api.calls("PUT /v1/pipeline_stages")).toEqual([
        { keys: ["offer", "applied", "hired"] },
      ]),
    );
    await waitFor(() => expect(stageNames()[0]).toContain("Offer"));
  });

  it("shows why a stage with candidates can't be deleted", async () => {
    const api = stubStages();
    const user = userEvent.setup();
    renderWithProviders(<PipelineStagesPanel />, { user: admin });
    await user.click(await screen.findByRole("button", { name: "Delete Hired" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete “Hired”?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(
      await within(dialog).findByText(
        "“Hired” still has candidates. Move them to another stage first.",
      ),
    ).toBeTruthy();
    expect(api.calls("DELETE /v1/pipeline_stages/hired")).toHaveLength(1);
    expect(within(dialog).getByRole("button", { name: "Delete" })).toBeTruthy();
  });
});
