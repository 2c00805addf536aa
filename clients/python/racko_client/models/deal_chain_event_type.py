from enum import StrEnum


class DealChainEventType(StrEnum):
    DEAL_CHAIN = "deal_chain"

    def __str__(self) -> str:
        return str(self.value)
