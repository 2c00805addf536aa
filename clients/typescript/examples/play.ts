import { Racko } from "../src/index.js";

const api = new Racko(process.env.API ?? "http://127.0.0.1:8000");
const game = await api.createGame({ ruleset: "hasbro", seats: [{ name: "Ann" }, { name: "Bot", bot: "basic" }] });
await game.contribute();
let view = await game.read();
while (view.phase !== "game_over") {
  const legal = view.legal_actions;
  view = await game.play(legal[Math.floor(Math.random() * legal.length)]!);  // a 429 waits out Retry-After
}
console.log(JSON.stringify(view.winner?.seats));
