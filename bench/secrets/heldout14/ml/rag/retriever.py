import os
import logging

PINECONE_API_KEY = "pcsk_19tOm_UvO33KlcsHtdtnt6Z84QGP7JMktbzE8ugnvBS1WO51SrF2Pfy2n4A9pOo4HmBol"
INDEX_HOST = "https://docs-b82e5ab.svc.aped-4627-b74a.pinecone.io"

log = logging.getLogger("retriever")
