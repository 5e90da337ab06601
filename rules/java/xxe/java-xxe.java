package fixtures.xxe;

import java.io.File;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.parsers.SAXParserFactory;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamReader;
import javax.xml.transform.Transformer;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.stream.StreamResult;
import javax.xml.transform.stream.StreamSource;
import org.dom4j.io.SAXReader;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.w3c.dom.Document;
import org.xml.sax.InputSource;
import org.xml.sax.XMLReader;
import org.xml.sax.helpers.DefaultHandler;

public class ImportXmlServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        try {
            String xml = request.getParameter("xml");

            DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
            dbf.setNamespaceAware(true);
            // ruleid: java-xxe
            Document doc = dbf.newDocumentBuilder().parse(new InputSource(new StringReader(xml)));

            // The parser is hardened: DOCTYPE declarations are refused.
            DocumentBuilderFactory strict = DocumentBuilderFactory.newInstance();
            strict.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            DocumentBuilder builder = strict.newDocumentBuilder();
            // ok: java-xxe
            Document order = builder.parse(request.getInputStream());

            DocumentBuilderFactory secure = DocumentBuilderFactory.newInstance();
            secure.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            // ok: java-xxe
            secure.newDocumentBuilder().parse(new InputSource(new StringReader(xml)));

            // Hardened, then switched back off.
            DocumentBuilderFactory relaxed = DocumentBuilderFactory.newInstance();
            relaxed.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            relaxed.setFeature("http://apache.org/xml/features/disallow-doctype-decl", false);
            // ruleid: java-xxe
            relaxed.newDocumentBuilder().parse(request.getInputStream());

            // A hardening call on another factory does not protect this one.
            DocumentBuilderFactory other = DocumentBuilderFactory.newInstance();
            // ruleid: java-xxe
            other.newDocumentBuilder().parse(request.getInputStream());

            // An unhardened parser over the application's own file: no request data.
            // ok: java-xxe
            dbf.newDocumentBuilder().parse(new File("/etc/app/catalog.xml"));

            SAXParserFactory spf = SAXParserFactory.newInstance();
            // ruleid: java-xxe
            spf.newSAXParser().parse(request.getInputStream(), new DefaultHandler());

            SAXParserFactory hardenedSax = SAXParserFactory.newInstance();
            hardenedSax.setFeature("http://xml.org/sax/features/external-general-entities", false);
            XMLReader xmlReader = hardenedSax.newSAXParser().getXMLReader();
            // ok: java-xxe
            xmlReader.parse(new InputSource(request.getInputStream()));

            XMLInputFactory xif = XMLInputFactory.newInstance();
            // ruleid: java-xxe
            XMLStreamReader events = xif.createXMLStreamReader(request.getReader());

            XMLInputFactory noDtd = XMLInputFactory.newFactory();
            noDtd.setProperty(XMLInputFactory.SUPPORT_DTD, false);
            // ok: java-xxe
            XMLStreamReader safeEvents = noDtd.createXMLStreamReader(request.getReader());

            TransformerFactory tf = TransformerFactory.newInstance();
            Transformer identity = tf.newTransformer();
            // ruleid: java-xxe
            identity.transform(new StreamSource(new StringReader(xml)), new StreamResult(new StringWriter()));

            TransformerFactory lockedTf = TransformerFactory.newInstance();
            lockedTf.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
            // ok: java-xxe
            lockedTf.newTransformer().transform(new StreamSource(new StringReader(xml)), new StreamResult(new StringWriter()));

            javax.xml.validation.Validator validator = javax.xml.validation.SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI)
                    .newSchema(new File("/etc/app/order.xsd")).newValidator();
            // ruleid: java-xxe
            validator.validate(new StreamSource(new StringReader(xml)));

            javax.xml.validation.Validator lockedValidator = javax.xml.validation.SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI)
                    .newSchema(new File("/etc/app/order.xsd")).newValidator();
            lockedValidator.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
            // ok: java-xxe
            lockedValidator.validate(new StreamSource(new StringReader(xml)));

            // A schema sent by the caller is parsed by newSchema itself.
            javax.xml.validation.SchemaFactory schemas = javax.xml.validation.SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI);
            // ruleid: java-xxe
            schemas.newSchema(new StreamSource(new StringReader(xml)));
            javax.xml.validation.SchemaFactory lockedSchemas = javax.xml.validation.SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI);
            lockedSchemas.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
            // ok: java-xxe
            lockedSchemas.newSchema(new StreamSource(new StringReader(xml)));

            SAXReader reader = new SAXReader();
            // ruleid: java-xxe
            reader.read(request.getInputStream());

            SAXReader strictReader = new SAXReader();
            strictReader.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            // ok: java-xxe
            strictReader.read(request.getInputStream());
        } catch (Exception e) {
            response.sendError(400);
        }
    }
}

@RestController
class InvoiceController {
    // A factory kept in a static field is the one its initialiser made (here: not hardened).
    private static final DocumentBuilderFactory SHARED = DocumentBuilderFactory.newInstance();
    // One hardened in a static initialiser block, which runs before any use.
    private static final DocumentBuilderFactory LOCKED = DocumentBuilderFactory.newInstance();
    static {
        try {
            LOCKED.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException(e);
        }
    }

    @PostMapping("/invoices/shared")
    public String shared(@RequestBody String body) throws Exception {
        // ruleid: java-xxe
        return SHARED.newDocumentBuilder().parse(new InputSource(new StringReader(body))).getNodeName();
    }

    @PostMapping("/invoices/locked")
    public String locked(@RequestBody String body) throws Exception {
        // ok: java-xxe
        return LOCKED.newDocumentBuilder().parse(new InputSource(new StringReader(body))).getNodeName();
    }

    private static DocumentBuilderFactory hardened() throws ParserConfigurationException {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return factory;
    }

    private static void lockDown(DocumentBuilderFactory factory) throws ParserConfigurationException {
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
    }

    @PostMapping("/invoices")
    public String upload(@RequestBody String body) throws Exception {
        // ok: java-xxe
        Document invoice = hardened().newDocumentBuilder().parse(new InputSource(new StringReader(body)));

        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        lockDown(factory);
        // ok: java-xxe
        Document copy = factory.newDocumentBuilder().parse(new InputSource(new StringReader(body)));

        DocumentBuilderFactory plain = DocumentBuilderFactory.newInstance();
        // ruleid: java-xxe
        Document raw = plain.newDocumentBuilder().parse(new InputSource(new StringReader(body)));
        return invoice.getDocumentElement().getTagName() + copy.getNodeName() + raw.getNodeName();
    }
}

/** The static initialiser written after the handler that uses the field: it still runs first. */
class LateInitServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        try {
            // ok: java-xxe
            Document hardened = LOCKED.newDocumentBuilder().parse(request.getInputStream());
            // ruleid: java-xxe
            Document plain = OPEN.newDocumentBuilder().parse(request.getInputStream());
            response.getWriter().println(hardened.getNodeName() + plain.getNodeName());
        } catch (Exception e) {
            throw new IOException(e);
        }
    }

    private static final DocumentBuilderFactory LOCKED = DocumentBuilderFactory.newInstance();
    private static final DocumentBuilderFactory OPEN = DocumentBuilderFactory.newInstance();

    static {
        try {
            LOCKED.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException(e);
        }
    }
}
