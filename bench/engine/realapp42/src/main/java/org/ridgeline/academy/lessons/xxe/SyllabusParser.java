package org.ridgeline.academy.lessons.xxe;

import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

import javax.xml.XMLConstants;
import javax.xml.bind.JAXBContext;
import javax.xml.bind.Unmarshaller;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamReader;

import org.springframework.stereotype.Service;
import org.w3c.dom.Document;

@Service
public class SyllabusParser {

    public String titleOf(InputStream xml) throws Exception {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        DocumentBuilder builder = dbf.newDocumentBuilder();
        Document doc = builder.parse(xml);
        return doc.getElementsByTagName("title").item(0).getTextContent();
    }

    public String titleOfHardened(InputStream xml) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        factory.setXIncludeAware(false);
        factory.setExpandEntityReferences(false);
        Document doc = factory.newDocumentBuilder().parse(xml);
        return doc.getElementsByTagName("title").item(0).getTextContent();
    }

    public List<String> topics(InputStream xml) throws Exception {
        XMLInputFactory xif = XMLInputFactory.newInstance();
        XMLStreamReader reader = xif.createXMLStreamReader(xml);
        return readTopics(reader);
    }

    public List<String> topicsStrict(InputStream xml) throws Exception {
        XMLInputFactory strictFactory = XMLInputFactory.newInstance();
        strictFactory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        strictFactory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        XMLStreamReader strictReader = strictFactory.createXMLStreamReader(xml);
        return readTopics(strictReader);
    }

    public Syllabus bind(InputStream xml) throws Exception {
        XMLInputFactory bindingFactory = XMLInputFactory.newInstance();
        bindingFactory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        XMLStreamReader source = bindingFactory.createXMLStreamReader(xml);
        Unmarshaller unmarshaller = JAXBContext.newInstance(Syllabus.class).createUnmarshaller();
        return (Syllabus) unmarshaller.unmarshal(source);
    }

    private List<String> readTopics(XMLStreamReader reader) throws Exception {
        List<String> topics = new ArrayList<>();
        while (reader.hasNext()) {
            if (reader.next() == XMLStreamConstants.START_ELEMENT && "topic".equals(reader.getLocalName())) {
                topics.add(reader.getElementText());
            }
        }
        return topics;
    }
}
