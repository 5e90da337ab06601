import xml.sax
from xml.sax.handler import feature_external_ges, feature_external_pes, feature_namespaces


def reader_for_uploads():
    reader = xml.sax.make_parser()
    # ruleid: py-xxe-sax-external-entities
    reader.setFeature(feature_external_ges, True)
    # ruleid: py-xxe-sax-external-entities
    reader.setFeature(xml.sax.handler.feature_external_pes, True)
    # ok: py-xxe-sax-external-entities
    reader.setFeature(feature_namespaces, True)
    # ok: py-xxe-sax-external-entities
    reader.setFeature(feature_external_ges, False)
    # ok: py-xxe-sax-external-entities
    reader.setFeature(feature_external_pes, 0 == 1)
    return reader
