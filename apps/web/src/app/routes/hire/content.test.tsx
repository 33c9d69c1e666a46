import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  errorResponse,
  fieldErrorResponse,
  type StubHandler,
  stubApi,
} from "../../../test/api-stub";
import {
  categoryResource,
  customSetResource,
  listPage,
  questionResource,
  scorecardResource,
  setQuestion,
} from "../../../test/content-library-factories";
import { makeSessionUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render";
import ContentPage from "./content";

const admin = makeSessionUser();

const motivation = categoryResource("cat-lib", {
  name: "Motivation",
  is_library: true,
  questions_count: 5,
});
const backend = categoryResource("cat-own", { name: "Backend", questions_count: 1 });
const libraryQuestion = questionResource("q-lib", {
  text: "What drew you to this role?",
  is_library: true,
  category: { id: "cat-lib", name: "Motivation" },
});
const ownQuestion = questionResource("q-own", {
  text: "How would you design a queue?",
  category: { id: "cat-own", name: "Backend" },
  answer_time_seconds: 180,
});

function stubLibrary(overrides: Record<string, StubHandler> = {}) {
  return stubApi({
    "GET /v1/categories": () => Response.json({ data: [backend, motivation] }),
    "GET /v1/prerecorded_questions": () => listPage([ownQuestion, libraryQuestion]),
    "GET /v1/custom_sets": () => listPage([]),
    "GET /v1/scorecards": () => listPage([]),
    ...overrides,
  });
}

function queriesOf(api: ReturnType<typeof stubApi>, pathname: string) {
  return api.fetchMock.mock.calls
    .map(([input]) => new URL(input, "http://localhost"))
    .filter((url) => url.pathname === pathname)
    .map((url) => url.searchParams);
}

function renderPage(route = "/hire/content") {
  return renderWithProviders(<ContentPage />, { route, user: admin });
}

describe("the Questions tab", () => {
  it("lists the organization's questions and Candor's, with what only its own may do", async () => {
    stubLibrary();
    renderPage();
    const list = await screen.findByRole("list", { name: "Questions" });
    const [own, library] = within(list).getAllByRole("listitem");
    expect(own?.textContent).toContain("How would you design a queue?");
    expect(own?.textContent).toContain("Backend");
    expect(own?.textContent).toContain("3:00 to answer");
    expect(
      within(own as HTMLElement).getByRole("button", {
        name: "Edit question: How would you design a queue?",
      }),
    ).toBeTruthy();
    expect(library?.textContent).toContain("Candor library");
    expect(library?.textContent).toContain("Motivation");
    expect(
      within(library as HTMLElement).queryByRole("button", { name: /Edit question/ }),
    ).toBeNull();
    expect(
      within(library as HTMLElement).getByRole("button", {
        name: "Add to a custom set: What drew you to this role?",
      }),
    ).toBeTruthy();
  });

  it("searches after typing stops, filters by category and source, and pages", async () => {
    const api = stubLibrary({
      "GET /v1/prerecorded_questions": ({ url }) =>
        url.searchParams.get("cursor") === "after-own"
          ? listPage([libraryQuestion], { page: 2, count: 21 })
          : listPage([ownQuestion], { count: 21, nextCursor: "after-own" }),
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText("How would you design a queue?");

    await user.type(screen.getByRole("searchbox", { name: "Search questions" }), "queue");
    await waitFor(() =>
      expect(queriesOf(api, "/v1/prerecorded_questions").at(-1)?.get("q")).toBe("queue"),
    );
    // One request for the settled text, not one per key.
    expect(queriesOf(api, "/v1/prerecorded_questions").filter((q) => q.get("q") === "q")).toEqual(
      [],
    );

    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "cat-lib");
    await waitFor(() =>
      expect(queriesOf(api, "/v1/prerecorded_questions").at(-1)?.get("category_id")).toBe(
        "cat-lib",
      ),
    );
    await user.click(screen.getByRole("button", { name: "Yours" }));
    await waitFor(() =>
      expect(queriesOf(api, "/v1/prerecorded_questions").at(-1)?.get("source")).toBe("own"),
    );
    expect(screen.getByRole("button", { name: "Yours" }).getAttribute("aria-pressed")).toBe("true");

    const pages = screen.getByRole("navigation", { name: "Question pages" });
    expect(pages.textContent).toContain("1–20 of 21");
    await user.click(within(pages).getByRole("button", { name: /Next/ }));
    await screen.findByText("What drew you to this role?");
    // The next page starts at the page before's cursor; its number rides along.
    expect(queriesOf(api, "/v1/prerecorded_questions").at(-1)?.get("cursor")).toBe("after-own");
    expect(queriesOf(api, "/v1/prerecorded_questions").at(-1)?.get("page")).toBe("2");
    expect(pages.textContent).toContain("21–21 of 21");
    await user.click(within(pages).getByRole("button", { name: /Previous/ }));
    await screen.findByText("How would you design a queue?");
    expect(queriesOf(api, "/v1/prerecorded_questions").at(-1)?.get("cursor")).toBeNull();
  });

  it("pages a broad search past its count's cap, saying there are more", async () => {
    const pageOf = (page: number) =>
      listPage([page === 1 ? ownQuestion : libraryQuestion], {
        page,
        count: 1000,
        countCapped: true,
        nextCursor: `after-${page}`,
      });
    const api = stubLibrary({
      "GET /v1/prerecorded_questions": ({ url }) =>
        pageOf(Number(url.searchParams.get("page") ?? "1")),
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText("How would you design a queue?");
    const pages = screen.getByRole("navigation", { name: "Question pages" });
    expect(pages.textContent).toContain("1–20 of 1,000+");
    expect(pages.textContent).toContain("Page 1");
    expect(pages.textContent).not.toContain("Page 1 of");
    await user.click(within(pages).getByRole("button", { name: /Next/ }));
    await screen.findByText("What drew you to this role?");
    expect(queriesOf(api, "/v1/prerecorded_questions").at(-1)?.get("cursor")).toBe("after-1");
    expect(pages.textContent).toContain("Page 2");
  });

  it("says when nothing matches and when the organization has written nothing yet", async () => {
    stubLibrary({ "GET /v1/prerecorded_questions": () => listPage([]) });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText("No questions match")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Yours" }));
    expect(await screen.findByText("You haven't written any questions yet")).toBeTruthy();
  });

  it("shows a failure with a way to try again", async () => {
    let fail = true;
    stubLibrary({
      "GET /v1/prerecorded_questions": () =>
        fail ? errorResponse("internal_error", 500) : listPage([ownQuestion]),
    });
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The questions couldn't be loaded.");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("How would you design a queue?")).toBeTruthy();
  });

  it("writes a question in a dialog, with translated errors from the form and the server", async () => {
    let answer: Response | null = fieldErrorResponse({ text: ["too_long"] });
    const api = stubLibrary({
      "POST /v1/prerecorded_questions": () =>
        answer ?? Response.json({ data: questionResource("q-new") }, { status: 201 }),
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText("How would you design a queue?");
    await user.click(screen.getAllByRole("button", { name: "New question" })[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "New question" });

    await user.click(within(dialog).getByRole("button", { name: "New question" }));
    expect(within(dialog).getByText("This field is required.")).toBeTruthy();
    expect(api.calls("POST /v1/prerecorded_questions")).toEqual([]);

    await user.type(within(dialog).getByRole("textbox", { name: "Question" }), "  Why us? ");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Category" }), "cat-lib");
    await user.selectOptions(
      within(dialog).getByRole("combobox", { name: /Suggested answer time/ }),
      "90",
    );
    await user.click(within(dialog).getByRole("button", { name: "New question" }));
    expect(await within(dialog).findByText("Too many characters.")).toBeTruthy();

    answer = null;
    await user.click(within(dialog).getByRole("button", { name: "New question" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.calls("POST /v1/prerecorded_questions").at(-1)).toEqual({
      text: "Why us?",
      category_id: "cat-lib",
      answer_time_seconds: 90,
    });
    expect(await screen.findByText("Question added to your library.")).toBeTruthy();
  });

  it("changes and deletes the organization's own question", async () => {
    const api = stubLibrary({
      "PUT /v1/prerecorded_questions/q-own": () => Response.json({ data: ownQuestion }),
      "DELETE /v1/prerecorded_questions/q-own": () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole("button", { name: "Edit question: How would you design a queue?" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Edit question" });
    const text = within(dialog).getByRole("textbox", { name: "Question" });
    expect((text as HTMLTextAreaElement).value).toBe("How would you design a queue?");
    await user.clear(text);
    await user.type(text, "How would you design a durable queue?");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Category" }), "");
    await user.click(within(dialog).getByRole("button", { name: "Save question" }));
    await waitFor(() => expect(api.calls("PUT /v1/prerecorded_questions/q-own")).toHaveLength(1));
    expect(api.calls("PUT /v1/prerecorded_questions/q-own")[0]).toEqual({
      text: "How would you design a durable queue?",
      category_id: null,
      answer_time_seconds: 180,
    });

    await user.click(
      await screen.findByRole("button", { name: "Delete question: How would you design a queue?" }),
    );
    const confirm = await screen.findByRole("dialog", { name: "Delete this question?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(api.calls("DELETE /v1/prerecorded_questions/q-own")).toHaveLength(1),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("adds a question to a custom set, or starts a set with it", async () => {
    const onboarding = customSetResource("s-1", {
      name: "Onboarding",
      questions: [setQuestion("q-own", "How would you design a queue?")],
    });
    const api = stubLibrary({
      "GET /v1/custom_sets": () => listPage([onboarding]),
      "PUT /v1/custom_sets/s-1": () => Response.json({ data: onboarding }),
      "POST /v1/custom_sets": ({ body }) =>
        Response.json(
          { data: customSetResource("s-2", { name: (body as { name: string }).name }) },
          { status: 201 },
        ),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole("button", {
        name: "Add to a custom set: How would you design a queue?",
      }),
    );
    let dialog = await screen.findByRole("dialog", { name: "Add to a custom set" });
    expect(within(dialog).getByText("Already in it")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));

    await user.click(
      screen.getByRole("button", { name: "Add to a custom set: What drew you to this role?" }),
    );
    dialog = await screen.findByRole("dialog", { name: "Add to a custom set" });
    await user.click(within(dialog).getByRole("button", { name: "Add to Onboarding" }));
    await waitFor(() =>
      expect(api.calls("PUT /v1/custom_sets/s-1")).toEqual([{ question_ids: ["q-own", "q-lib"] }]),
    );
    expect(await screen.findByText("Added to “Onboarding”.")).toBeTruthy();

    await user.click(
      screen.getByRole("button", { name: "Add to a custom set: What drew you to this role?" }),
    );
    dialog = await screen.findByRole("dialog", { name: "Add to a custom set" });
    await user.type(
      within(dialog).getByRole("textbox", { name: "Or start a new set named" }),
      "Culture",
    );
    await user.click(within(dialog).getByRole("button", { name: "Create set" }));
    await waitFor(() =>
      expect(api.calls("POST /v1/custom_sets")).toEqual([
        { name: "Culture", question_ids: ["q-lib"] },
      ]),
    );
  });
});

describe("the Categories tab", () => {
  it("adds, renames and deletes the organization's categories; Candor's are read-only", async () => {
    let createAnswer: Response = fieldErrorResponse({ name: ["taken"] });
    const api = stubLibrary({
      "POST /v1/categories": () => createAnswer,
      "PUT /v1/categories/cat-own": () =>
        Response.json({ data: categoryResource("cat-own", { name: "Platform" }) }),
      "DELETE /v1/categories/cat-own": () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderPage("/hire/content?tab=categories");

    const own = await screen.findByRole("region", { name: "Your categories" });
    expect(own.textContent).toContain("Backend");
    expect(own.textContent).toContain("1 question");
    const library = screen.getByRole("region", { name: "Candor's categories" });
    expect(library.textContent).toContain("Motivation");
    expect(library.textContent).toContain("5 questions");
    expect(within(library).queryByRole("button")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Add category" }));
    expect(await screen.findByText("This field is required.")).toBeTruthy();
    await user.type(screen.getByRole("textbox", { name: "New category" }), "motivation");
    await user.click(screen.getByRole("button", { name: "Add category" }));
    expect(await screen.findByText("A category with this name already exists.")).toBeTruthy();
    createAnswer = Response.json(
      { data: categoryResource("cat-new", { name: "Culture" }) },
      { status: 201 },
    );

    await user.click(screen.getByRole("button", { name: "Rename category: Backend" }));
    const rename = await screen.findByRole("dialog", { name: "Rename “Backend”" });
    const name = within(rename).getByRole("textbox", { name: "Name" });
    await user.clear(name);
    await user.type(name, "Platform");
    await user.click(within(rename).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(api.calls("PUT /v1/categories/cat-own")).toEqual([{ name: "Platform" }]),
    );

    await user.click(screen.getByRole("button", { name: "Delete category: Backend" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete “Backend”?" });
    expect(confirm.textContent).toContain("Its 1 question stays in your library");
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(api.calls("DELETE /v1/categories/cat-own")).toHaveLength(1));
  });
});

describe("the Custom sets tab", () => {
  it("creates a set from the library's questions, in the order chosen", async () => {
    const api = stubLibrary({
      "POST /v1/custom_sets": () =>
        Response.json({ data: customSetResource("s-new", { name: "Screening" }) }, { status: 201 }),
    });
    const user = userEvent.setup();
    renderPage("/hire/content?tab=sets");
    expect(await screen.findByText("No custom sets yet")).toBeTruthy();
    await user.click(screen.getAllByRole("button", { name: "New custom set" })[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "New custom set" });
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Screening");
    await user.click(
      await within(dialog).findByRole("button", {
        name: "Add to the set: How would you design a queue?",
      }),
    );
    await user.click(
      within(dialog).getByRole("button", { name: "Add to the set: What drew you to this role?" }),
    );
    const order = within(dialog).getByRole("list", { name: "Questions of the set, in order" });
    expect(
      within(order)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining("1. How would you design a queue?"),
      expect.stringContaining("2. What drew you to this role?"),
    ]);
    await user.click(
      within(order).getByRole("button", { name: "Move up: What drew you to this role?" }),
    );
    expect(
      within(order).getByRole("button", { name: "Move up: What drew you to this role?" }),
    ).toHaveProperty("disabled", true);
    await user.click(within(dialog).getByRole("button", { name: "New custom set" }));
    await waitFor(() =>
      expect(api.calls("POST /v1/custom_sets")).toEqual([
        { name: "Screening", question_ids: ["q-lib", "q-own"] },
      ]),
    );
  });

  it("edits a set: removes a question and saves the new order", async () => {
    const set = customSetResource("s-1", {
      name: "Onboarding",
      questions: [
        setQuestion("a", "First?"),
        setQuestion("b", "Second?"),
        setQuestion("c", "Third?"),
      ],
    });
    const api = stubLibrary({
      "GET /v1/custom_sets": () => listPage([set]),
      "PUT /v1/custom_sets/s-1": () => Response.json({ data: set }),
    });
    const user = userEvent.setup();
    renderPage("/hire/content?tab=sets");
    const list = await screen.findByRole("list", { name: "Custom sets" });
    expect(list.textContent).toContain("3 questions");
    expect(list.textContent).toContain("First? · Second? and 1 more");
    await user.click(within(list).getByRole("button", { name: "Edit custom set: Onboarding" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit custom set" });
    await user.click(within(dialog).getByRole("button", { name: "Remove from the set: Second?" }));
    await user.click(within(dialog).getByRole("button", { name: "Move down: First?" }));
    await user.click(within(dialog).getByRole("button", { name: "Save set" }));
    await waitFor(() =>
      expect(api.calls("PUT /v1/custom_sets/s-1")).toEqual([
        { name: "Onboarding", question_ids: ["c", "a"] },
      ]),
    );
  });
});

describe("the Scorecards tab", () => {
  it("lists the organization's scorecards with links, and the way to a new one", async () => {
    stubLibrary({
      "GET /v1/scorecards": () =>
        listPage([
          scorecardResource("sc-1", {
            name: "Sales interview",
            is_template: true,
            positions: [{ id: "p-1", title: "Account executive" }],
          }),
        ]),
    });
    renderPage("/hire/content?tab=scorecards");
    const link = await screen.findByRole("link", { name: "Sales interview" });
    expect(link.getAttribute("href")).toBe("/hire/scorecards/sc-1");
    const item = link.closest("li") as HTMLElement;
    expect(item.textContent).toContain("Template");
    expect(item.textContent).toContain("1 criterion");
    expect(item.textContent).toContain("Used by 1 position");
    expect(screen.getByRole("link", { name: "New scorecard" }).getAttribute("href")).toBe(
      "/hire/scorecards/new",
    );
  });

  it("offers the first scorecard when there is none", async () => {
    stubLibrary();
    renderPage("/hire/content?tab=scorecards");
    expect(await screen.findByText("No scorecards yet")).toBeTruthy();
  });
});
