package com.acme.catalog;

import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpression;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

public class CatalogQueryServlet extends HttpServlet {

    private Document catalog;

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String category = req.getHeader("X-Category");
        XPath xp = XPathFactory.newInstance().newXPath();
        try {
            XPathExpression expr = xp.compile(String.format("//product[category='%s']/sku", category));
            NodeList skus = (NodeList) expr.evaluate(catalog, XPathConstants.NODESET);
            resp.getWriter().printf("%d products%n", skus.getLength());
        } catch (Exception e) {
            resp.sendError(400);
        }
    }
}
