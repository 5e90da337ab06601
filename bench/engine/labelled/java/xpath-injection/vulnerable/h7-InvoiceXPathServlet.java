package com.acme.billing;

import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Node;

public class InvoiceXPathServlet extends HttpServlet {

    private Document invoices;

    private String buildQuery(String customer, String year) {
        StringBuilder q = new StringBuilder("/invoices/invoice");
        q.append("[customer='").append(customer).append("']");
        if (year != null) {
            q.append("[@year='").append(year).append("']");
        }
        return q.append("/total").toString();
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String query = buildQuery(request.getParameter("customer"), request.getParameter("year"));
        try {
            Node total = (Node) XPathFactory.newInstance().newXPath().evaluate(query, invoices, XPathConstants.NODE);
            response.getWriter().print(total == null ? 0 : 1);
        } catch (Exception e) {
            response.sendError(400);
        }
    }
}
