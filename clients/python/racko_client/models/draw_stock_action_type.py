from enum import StrEnum


class DrawStockActionType(StrEnum):
    DRAW_STOCK = "draw_stock"

    def __str__(self) -> str:
        return str(self.value)
