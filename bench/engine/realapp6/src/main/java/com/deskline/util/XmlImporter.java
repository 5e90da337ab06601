package com.deskline.util;

import java.io.InputStream;
import java.io.StringReader;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamReader;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;
import javax.xml.namespace.QName;
import org.springframework.stereotype.Component;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

@Component
public class XmlImporter {

    /** Ticket exports from the old Zendesk bridge. */
    public Document parseLegacyExport(InputStream in) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        DocumentBuilder builder = factory.newDocumentBuilder();
        return builder.parse(in);
    }

    public Document parse(InputStream in) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        factory.setXIncludeAware(false);
        factory.setExpandEntityReferences(false);
        return factory.newDocumentBuilder().parse(in);
    }

    public int countElements(String xml, String element) throws Exception {
        XMLInputFactory xif = XMLInputFactory.newInstance();
        xif.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        xif.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        XMLStreamReader reader = xif.createXMLStreamReader(new StringReader(xml));
        int count = 0;
        while (reader.hasNext()) {
            if (reader.next() == XMLStreamReader.START_ELEMENT && element.equals(reader.getLocalName())) {
                count++;
            }
        }
        return count;
    }

    public String customerEmail(Document doc, String customerId) throws Exception {
        XPath xpath = XPathFactory.newInstance().newXPath();
        String expression = "/export/customers/customer[@id='" + customerId + "']/email/text()";
        return xpath.evaluate(expression, doc);
    }

    public NodeList ticketsOf(Document doc, String customerId) throws Exception {
        XPath xpath = XPathFactory.newInstance().newXPath();
        xpath.setXPathVariableResolver((QName name) -> "cid".equals(name.getLocalPart()) ? customerId : null);
        return (NodeList) xpath.evaluate("/export/tickets/ticket[@customer=$cid]", doc, XPathConstants.NODESET);
    }
}
