package com.quill.imports;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

public class XxeStaxReaderDefault extends HttpServlet {

    private static final XMLInputFactory XIF = XMLInputFactory.newInstance();

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        StringBuilder names = new StringBuilder();
        try {
            XMLStreamReader reader = XIF.createXMLStreamReader(request.getReader());
            while (reader.hasNext()) {
                if (reader.next() == XMLStreamConstants.START_ELEMENT && "sku".equals(reader.getLocalName())) {
                    names.append(reader.getElementText()).append(',');
                }
            }
            reader.close();
        } catch (XMLStreamException e) {
            response.sendError(400);
            return;
        }
        response.setContentType("text/plain");
        response.getWriter().print(names);
    }
}
