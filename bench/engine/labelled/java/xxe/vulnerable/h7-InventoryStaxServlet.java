package com.acme.inventory;

import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

public class InventoryStaxServlet extends HttpServlet {

    private final XMLInputFactory inputFactory = XMLInputFactory.newInstance();

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        int skus = 0;
        try {
            XMLStreamReader reader = inputFactory.createXMLStreamReader(request.getInputStream());
            while (reader.hasNext()) {
                if (reader.next() == XMLStreamConstants.START_ELEMENT && "sku".equals(reader.getLocalName())) {
                    skus++;
                }
            }
        } catch (XMLStreamException e) {
            response.sendError(400);
            return;
        }
        response.getWriter().printf("%d skus%n", skus);
    }
}
