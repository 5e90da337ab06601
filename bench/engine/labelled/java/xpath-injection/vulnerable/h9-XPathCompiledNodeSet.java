package com.quill.catalog;

import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpression;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

public class XPathCompiledNodeSet extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String author = request.getParameter("author");
        PrintWriter out = response.getWriter();
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            DocumentBuilder b = f.newDocumentBuilder();
            Document catalog = b.parse(new File("/srv/quill/catalog.xml"));
            String query = "//book[author='" + author + "']/title";
            XPathExpression expr = XPathFactory.newInstance().newXPath().compile(query);
            NodeList titles = (NodeList) expr.evaluate(catalog, XPathConstants.NODESET);
            for (int i = 0; i < titles.getLength(); i++) {
                out.println(titles.item(i).getTextContent());
            }
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
