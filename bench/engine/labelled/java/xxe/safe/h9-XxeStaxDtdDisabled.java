package com.quill.imports;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamReader;

public class XxeStaxDtdDisabled extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        XMLInputFactory xif = XMLInputFactory.newFactory();
        xif.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        xif.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        int count = 0;
        try {
            XMLStreamReader r = xif.createXMLStreamReader(request.getInputStream());
            while (r.hasNext()) {
                if (r.next() == XMLStreamConstants.START_ELEMENT && "order".equals(r.getLocalName())) {
                    count++;
                }
            }
        } catch (Exception e) {
            response.sendError(400);
            return;
        }
        response.getWriter().print(count);
    }
}
