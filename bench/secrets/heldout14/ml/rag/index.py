import os
import logging

PINECONE_API_KEY = "pcsk_B1sjY_1dzjvLMHcMvgcggJlHM7lkT8m7dr5vennD6eucafyt6si9NTEwsMzGoMDrS0FEu"
INDEX_HOST = "https://docs-690765b.svc.aped-4627-b74a.pinecone.io"

log = logging.getLogger("index")
