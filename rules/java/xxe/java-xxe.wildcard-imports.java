package fixtures.xxe;

import java.io.*;
import javax.servlet.http.*;
import javax.xml.*;
import javax.xml.stream.*;
import javax.xml.transform.*;
import javax.xml.transform.stream.*;
import org.xml.sax.*;
import org.xml.sax.helpers.*;

// Every type comes through an on-demand import: each resolves to the package that declares it.
public class WildcardXmlServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws Exception {
        XMLInputFactory stax = XMLInputFactory.newFactory();
        // ruleid: java-xxe
        stax.createXMLEventReader(request.getInputStream());

        XMLInputFactory noDtd = XMLInputFactory.newFactory();
        noDtd.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        // ok: java-xxe
        noDtd.createXMLStreamReader(request.getInputStream());

        TransformerFactory tf = TransformerFactory.newInstance();
        // ruleid: java-xxe
        tf.newTransformer().transform(new StreamSource(request.getInputStream()), new StreamResult(new StringWriter()));

        TransformerFactory locked = TransformerFactory.newInstance();
        locked.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        locked.setAttribute(XMLConstants.ACCESS_EXTERNAL_STYLESHEET, "");
        // ok: java-xxe
        locked.newTransformer().transform(new StreamSource(request.getInputStream()), new StreamResult(new StringWriter()));

        XMLReader reader = XMLReaderFactory.createXMLReader();
        // ruleid: java-xxe
        reader.parse(new InputSource(request.getInputStream()));
    }
}
