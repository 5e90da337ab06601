package org.example.bench.web;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.parsers.SAXParserFactory;
import org.xml.sax.InputSource;
import org.xml.sax.XMLReader;

@WebServlet(value = "/xxe-xxexmlreaderhelper")
public class XxeXmlReaderHelper extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String body = new String(request.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        try {
            int count = countNodes(body);
            response.getWriter().println(count);
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }

    private static int countNodes(String xml) throws Exception {
        XMLReader reader = SAXParserFactory.newInstance().newSAXParser().getXMLReader();
        final int[] count = {0};
        reader.setContentHandler(new org.xml.sax.helpers.DefaultHandler() {
            @Override
            public void startElement(String uri, String local, String qName, org.xml.sax.Attributes atts) {
                count[0]++;
            }
        });
        reader.parse(new InputSource(new java.io.StringReader(xml)));
        return count[0];
    }
}
