package org.clearbrook.water.web;

import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

import jakarta.inject.Inject;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.Part;

import org.clearbrook.water.service.ReadingService;
import org.clearbrook.water.util.XmlSupport;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.Attributes;
import org.xml.sax.SAXException;
import org.xml.sax.helpers.DefaultHandler;

public class MeterImportServlet extends HttpServlet {

    @Inject
    ReadingService readings;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        Part upload = request.getPart("batch");
        String format = request.getParameter("format");
        int imported;
        try (InputStream in = upload.getInputStream()) {
            imported = switch (format == null ? "dom" : format) {
                case "handheld" -> importHandheld(in);
                case "stream" -> importStream(in);
                case "stream-safe" -> importStreamHardened(in);
                case "vendor" -> importVendor(in);
                case "sax-safe" -> importSaxHardened(in);
                default -> importDom(in);
            };
        } catch (ParserConfigurationException | SAXException | XMLStreamException e) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST, "Batch file could not be read");
            return;
        }
        response.setContentType("text/plain");
        response.getWriter().print("Imported " + imported + " readings");
    }

    private int importDom(InputStream in) throws ParserConfigurationException, SAXException, IOException {
        Document doc = XmlSupport.hardenedBuilder().parse(in);
        return store(doc);
    }

    private int importHandheld(InputStream in) throws ParserConfigurationException, SAXException, IOException {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        DocumentBuilder builder = factory.newDocumentBuilder();
        Document doc = builder.parse(in);
        return store(doc);
    }

    private int importStream(InputStream in) throws XMLStreamException {
        XMLInputFactory xif = XMLInputFactory.newInstance();
        XMLStreamReader reader = xif.createXMLStreamReader(in);
        return countReadings(reader);
    }

    private int importStreamHardened(InputStream in) throws XMLStreamException {
        XMLInputFactory safeXif = XMLInputFactory.newInstance();
        safeXif.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        safeXif.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        XMLStreamReader hardenedReader = safeXif.createXMLStreamReader(in);
        return countReadings(hardenedReader);
    }

    private int importVendor(InputStream in) throws ParserConfigurationException, SAXException, IOException {
        SAXParserFactory spf = SAXParserFactory.newInstance();
        SAXParser parser = spf.newSAXParser();
        int[] count = {0};
        parser.parse(in, new DefaultHandler() {
            @Override
            public void startElement(String uri, String local, String qName, Attributes attrs) {
                if ("reading".equals(qName)) {
                    count[0]++;
                }
            }
        });
        return count[0];
    }

    private int importSaxHardened(InputStream in) throws ParserConfigurationException, SAXException, IOException {
        SAXParserFactory hardenedSpf = SAXParserFactory.newInstance();
        hardenedSpf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        hardenedSpf.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        SAXParser hardenedParser = hardenedSpf.newSAXParser();
        int[] count = {0};
        hardenedParser.parse(in, new DefaultHandler() {
            @Override
            public void startElement(String uri, String local, String qName, Attributes attrs) {
                count[0]++;
            }
        });
        return count[0];
    }

    private int countReadings(XMLStreamReader reader) throws XMLStreamException {
        int n = 0;
        while (reader.hasNext()) {
            if (reader.next() == XMLStreamReader.START_ELEMENT && "reading".equals(reader.getLocalName())) {
                n++;
            }
        }
        return n;
    }

    private int store(Document doc) {
        NodeList nodes = doc.getElementsByTagName("reading");
        for (int i = 0; i < nodes.getLength(); i++) {
            Element e = (Element) nodes.item(i);
            readings.record(e.getAttribute("meter"), Long.parseLong(e.getAttribute("account")),
                    new BigDecimal(e.getAttribute("m3")), e.getAttribute("reader"), e.getTextContent());
        }
        return nodes.getLength();
    }
}
