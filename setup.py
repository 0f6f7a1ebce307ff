"""Package layout only; everything else (dependencies, tools) is in pyproject.toml.

The top-level ``assets/`` folder (fonts with their licences, STYLE.md) ships inside the package as
``canvas_table/assets``; pyproject.toml cannot map a subpackage to a folder outside the package.
"""

from setuptools import find_packages, setup

setup(
    packages=[*find_packages(include=["canvas_table*"]), "canvas_table.assets"],
    package_dir={"canvas_table.assets": "assets"},
)
