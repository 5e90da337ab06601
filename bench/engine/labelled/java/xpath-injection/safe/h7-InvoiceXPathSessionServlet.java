package com.acme.billing;

import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Node;

public class InvoiceXPathSessionServlet extends HttpServlet {

    private Document invoices;

    private String buildQuery(long customerNo, int year) {
        StringBuilder q = new StringBuilder("/invoices/invoice");
        q.append("[customerNo=").append(customerNo).append("]");
        q.append("[@year=").append(year).append("]");
        return q.append("/total").toString();
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Long customerNo = (Long) request.getSession().getAttribute("customerNo");
        int year = Integer.parseInt(request.getParameter("year"));
        String query = buildQuery(customerNo, year);
        try {
            Node total = (Node) XPathFactory.newInstance().newXPath().evaluate(query, invoices, XPathConstants.NODE);
            response.getWriter().print(total == null ? 0 : 1);
        } catch (Exception e) {
            response.sendError(400);
        }
    }
}
