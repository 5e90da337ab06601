package com.quillstone.permits.service;

import com.quillstone.permits.dto.FeeLine;
import com.quillstone.permits.mapper.FeeMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.util.ArrayList;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamReader;
import org.springframework.stereotype.Service;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.Attributes;
import org.xml.sax.helpers.DefaultHandler;

/** Bulk imports from the county's legacy permit system (XML) and the fee backups (serialized lists). */
@Service
public class ImportService {

    private final FeeMapper feeMapper;

    public ImportService(FeeMapper feeMapper) {
        this.feeMapper = feeMapper;
    }

    public List<String> importPermitNumbers(InputStream xml) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        DocumentBuilder builder = factory.newDocumentBuilder();
        Document doc = builder.parse(xml);
        return numbers(doc);
    }

    public List<String> importInspectionNumbers(InputStream xml) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        factory.setXIncludeAware(false);
        factory.setExpandEntityReferences(false);
        Document doc = factory.newDocumentBuilder().parse(xml);
        return numbers(doc);
    }

    public int countLegacyRecords(InputStream xml) throws Exception {
        SAXParserFactory spf = SAXParserFactory.newInstance();
        SAXParser parser = spf.newSAXParser();
        int[] count = {0};
        parser.parse(xml, new DefaultHandler() {
            @Override
            public void startElement(String uri, String local, String qName, Attributes atts) {
                if ("record".equals(qName)) {
                    count[0]++;
                }
            }
        });
        return count[0];
    }

    public int countLegacyRecordsHardened(InputStream xml) throws Exception {
        SAXParserFactory spf = SAXParserFactory.newInstance();
        spf.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        spf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        SAXParser hardened = spf.newSAXParser();
        int[] count = {0};
        hardened.parse(xml, new DefaultHandler() {
            @Override
            public void startElement(String uri, String local, String qName, Attributes atts) {
                count[0]++;
            }
        });
        return count[0];
    }

    public List<String> feeCodes(InputStream xml) throws Exception {
        XMLInputFactory xif = XMLInputFactory.newInstance();
        xif.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        xif.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        XMLStreamReader reader = xif.createXMLStreamReader(xml);
        List<String> codes = new ArrayList<>();
        while (reader.hasNext()) {
            if (reader.next() == XMLStreamConstants.START_ELEMENT && "fee".equals(reader.getLocalName())) {
                codes.add(reader.getAttributeValue(null, "code"));
            }
        }
        return codes;
    }

    @SuppressWarnings("unchecked")
    public int restoreFees(InputStream in) throws IOException, ClassNotFoundException {
        ObjectInputStream ois = new ObjectInputStream(in);
        List<FeeLine> lines = (List<FeeLine>) ois.readObject();
        lines.forEach(feeMapper::upsert);
        return lines.size();
    }

    @SuppressWarnings("unchecked")
    public int restoreFeesFiltered(InputStream in) throws IOException, ClassNotFoundException {
        ObjectInputStream filtered = new ObjectInputStream(in);
        filtered.setObjectInputFilter(ObjectInputFilter.Config.createFilter(
                "java.util.ArrayList;com.quillstone.permits.dto.FeeLine;maxdepth=3;maxarray=10000;!*"));
        List<FeeLine> lines = (List<FeeLine>) filtered.readObject();
        lines.forEach(feeMapper::upsert);
        return lines.size();
    }

    private static List<String> numbers(Document doc) {
        NodeList nodes = doc.getElementsByTagName("permit");
        List<String> out = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            out.add(((Element) nodes.item(i)).getAttribute("number"));
        }
        return out;
    }
}
