import Foundation

/// A JUnit XML schema modelled on the one Jenkins' xunit plugin uses (junit-10.xsd),
/// the de facto contract that GitHub Actions reporters, GitLab and Jenkins read.
/// Kept in the tests: the harness writes junit.xml but does not own its format.
enum JUnitSchema {
    static let xsd = """
    <?xml version="1.0" encoding="UTF-8"?>
    <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" elementFormDefault="qualified">
      <xs:simpleType name="SUREFIRE_TIME">
        <xs:restriction base="xs:string">
          <xs:pattern value="(([0-9]{0,3},)*[0-9]{3}|[0-9]{0,3})*(\\.[0-9]{0,3})?"/>
        </xs:restriction>
      </xs:simpleType>
      <xs:complexType name="rerunType" mixed="true">
        <xs:sequence>
          <xs:element name="stackTrace" type="xs:string"/>
          <xs:element name="system-out" type="xs:string" minOccurs="0"/>
          <xs:element name="system-err" type="xs:string" minOccurs="0"/>
        </xs:sequence>
        <xs:attribute name="message" type="xs:string"/>
        <xs:attribute name="type" type="xs:string" use="required"/>
      </xs:complexType>
      <xs:element name="failure">
        <xs:complexType mixed="true">
          <xs:attribute name="type" type="xs:string"/>
          <xs:attribute name="message" type="xs:string"/>
        </xs:complexType>
      </xs:element>
      <xs:element name="error">
        <xs:complexType mixed="true">
          <xs:attribute name="type" type="xs:string"/>
          <xs:attribute name="message" type="xs:string"/>
        </xs:complexType>
      </xs:element>
      <xs:element name="skipped">
        <xs:complexType mixed="true">
          <xs:attribute name="type" type="xs:string"/>
          <xs:attribute name="message" type="xs:string"/>
        </xs:complexType>
      </xs:element>
      <xs:element name="properties">
        <xs:complexType>
          <xs:sequence>
            <xs:element ref="property" minOccurs="0" maxOccurs="unbounded"/>
          </xs:sequence>
        </xs:complexType>
      </xs:element>
      <xs:element name="property">
        <xs:complexType>
          <xs:attribute name="name" type="xs:string" use="required"/>
          <xs:attribute name="value" type="xs:string" use="required"/>
        </xs:complexType>
      </xs:element>
      <xs:element name="system-err" type="xs:string"/>
      <xs:element name="system-out" type="xs:string"/>
      <xs:element name="testcase">
        <xs:complexType>
          <xs:sequence>
            <xs:element ref="skipped" minOccurs="0"/>
            <xs:element ref="error" minOccurs="0" maxOccurs="unbounded"/>
            <xs:element ref="failure" minOccurs="0" maxOccurs="unbounded"/>
            <xs:element ref="system-out" minOccurs="0" maxOccurs="unbounded"/>
            <xs:element ref="system-err" minOccurs="0" maxOccurs="unbounded"/>
          </xs:sequence>
          <xs:attribute name="name" type="xs:string" use="required"/>
          <xs:attribute name="assertions" type="xs:string"/>
          <xs:attribute name="time" type="SUREFIRE_TIME"/>
          <xs:attribute name="classname" type="xs:string"/>
          <xs:attribute name="status" type="xs:string"/>
        </xs:complexType>
      </xs:element>
      <xs:element name="testsuite">
        <xs:complexType>
          <xs:sequence>
            <xs:element ref="properties" minOccurs="0"/>
            <xs:element ref="testcase" minOccurs="0" maxOccurs="unbounded"/>
            <xs:element ref="system-out" minOccurs="0"/>
            <xs:element ref="system-err" minOccurs="0"/>
          </xs:sequence>
          <xs:attribute name="name" type="xs:string" use="required"/>
          <xs:attribute name="tests" type="xs:nonNegativeInteger" use="required"/>
          <xs:attribute name="failures" type="xs:nonNegativeInteger"/>
          <xs:attribute name="errors" type="xs:nonNegativeInteger"/>
          <xs:attribute name="time" type="SUREFIRE_TIME"/>
          <xs:attribute name="disabled" type="xs:nonNegativeInteger"/>
          <xs:attribute name="skipped" type="xs:nonNegativeInteger"/>
          <xs:attribute name="timestamp" type="xs:string"/>
          <xs:attribute name="hostname" type="xs:string"/>
          <xs:attribute name="id" type="xs:string"/>
          <xs:attribute name="package" type="xs:string"/>
        </xs:complexType>
      </xs:element>
      <xs:element name="testsuites">
        <xs:complexType>
          <xs:sequence>
            <xs:element ref="testsuite" minOccurs="0" maxOccurs="unbounded"/>
          </xs:sequence>
          <xs:attribute name="name" type="xs:string"/>
          <xs:attribute name="time" type="SUREFIRE_TIME"/>
          <xs:attribute name="tests" type="xs:nonNegativeInteger"/>
          <xs:attribute name="failures" type="xs:nonNegativeInteger"/>
          <xs:attribute name="disabled" type="xs:nonNegativeInteger"/>
          <xs:attribute name="errors" type="xs:nonNegativeInteger"/>
        </xs:complexType>
      </xs:element>
    </xs:schema>
    """

    /// Writes the schema into `folder` and returns its URL.
    static func write(into folder: URL) throws -> URL {
        let url = folder.appendingPathComponent("junit.xsd")
        try xsd.write(to: url, atomically: true, encoding: .utf8)
        return url
    }
}
