from enum import Enum


class Shelf(str, Enum):
    garden = "garden"
    kitchen = "kitchen"
